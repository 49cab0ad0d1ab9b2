; simtc:launch grid=1 block=8 warp=8 keys=uint32[32]:7,3,12,1,9,14,0,5,11,2,8,15,6,13,4,10,3,3,1,0,2,2,3,1,0,1,2,3,15,14,13,12 counts=uint32[32] out=uint32[32]
; simtc:expect counts=[0,1,2,3,4,5,5,6,7,8,10,10,11,12,13,14,15,15,16,17,19,19,21,22,23,25,25,27,27,29,30,31]
; simtc:expect out=[12,0,8,4,0,0,12,1,9,5,13,1,1,1,13,14,2,6,10,2,2,2,14,7,3,11,15,3,3,3,3,15]
; ModuleID = 'radix_scan.cl'
source_filename = "radix_scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@radix_scan.hist = internal addrspace(3) global [32 x i32] undef, align 4
@radix_scan.scan = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @radix_scan(<4 x i32> addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  %4 = alloca <4 x i32> addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32 addrspace(1)*, align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x i32>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <4 x i32>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [4 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [4 x i32], align 4
  %19 = alloca i32, align 4
  store <4 x i32> addrspace(1)* %0, <4 x i32> addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 addrspace(1)* %2, i32 addrspace(1)** %6, align 8
  %20 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %7, align 4
  %22 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %4, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %22, i64 %24
  %26 = load <4 x i32>, <4 x i32> addrspace(1)* %25, align 16
  store <4 x i32> %26, <4 x i32>* %8, align 16
  store i32 0, i32* %9, align 4
  br label %27

27:                                               ; preds = %37, %3
  %28 = load i32, i32* %9, align 4
  %29 = icmp slt i32 %28, 4
  br i1 %29, label %30, label %40

30:                                               ; preds = %27
  %31 = load i32, i32* %9, align 4
  %32 = mul nsw i32 %31, 8
  %33 = load i32, i32* %7, align 4
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %35
  store i32 0, i32 addrspace(3)* %36, align 4
  br label %37

37:                                               ; preds = %30
  %38 = load i32, i32* %9, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %9, align 4
  br label %27

40:                                               ; preds = %27
  %41 = load <4 x i32>, <4 x i32>* %8, align 16
  %42 = and <4 x i32> %41, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %42, <4 x i32>* %10, align 16
  %43 = load <4 x i32>, <4 x i32>* %10, align 16
  %44 = extractelement <4 x i32> %43, i64 0
  %45 = mul i32 %44, 8
  %46 = load i32, i32* %7, align 4
  %47 = add i32 %45, %46
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %48
  %50 = load i32, i32 addrspace(3)* %49, align 4
  %51 = add i32 %50, 1
  store i32 %51, i32 addrspace(3)* %49, align 4
  %52 = load <4 x i32>, <4 x i32>* %10, align 16
  %53 = extractelement <4 x i32> %52, i64 1
  %54 = mul i32 %53, 8
  %55 = load i32, i32* %7, align 4
  %56 = add i32 %54, %55
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %57
  %59 = load i32, i32 addrspace(3)* %58, align 4
  %60 = add i32 %59, 1
  store i32 %60, i32 addrspace(3)* %58, align 4
  %61 = load <4 x i32>, <4 x i32>* %10, align 16
  %62 = extractelement <4 x i32> %61, i64 2
  %63 = mul i32 %62, 8
  %64 = load i32, i32* %7, align 4
  %65 = add i32 %63, %64
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %66
  %68 = load i32, i32 addrspace(3)* %67, align 4
  %69 = add i32 %68, 1
  store i32 %69, i32 addrspace(3)* %67, align 4
  %70 = load <4 x i32>, <4 x i32>* %10, align 16
  %71 = extractelement <4 x i32> %70, i64 3
  %72 = mul i32 %71, 8
  %73 = load i32, i32* %7, align 4
  %74 = add i32 %72, %73
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %75
  %77 = load i32, i32 addrspace(3)* %76, align 4
  %78 = add i32 %77, 1
  store i32 %78, i32 addrspace(3)* %76, align 4
  call void @_Z7barrierj(i32 noundef 1) #4
  store i32 0, i32* %11, align 4
  br label %79

79:                                               ; preds = %96, %40
  %80 = load i32, i32* %11, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %99

82:                                               ; preds = %79
  %83 = load i32, i32* %11, align 4
  %84 = mul nsw i32 %83, 8
  %85 = load i32, i32* %7, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %87
  %89 = load i32, i32 addrspace(3)* %88, align 4
  %90 = load i32, i32* %11, align 4
  %91 = mul nsw i32 %90, 8
  %92 = load i32, i32* %7, align 4
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %94
  store i32 %89, i32 addrspace(3)* %95, align 4
  br label %96

96:                                               ; preds = %82
  %97 = load i32, i32* %11, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %11, align 4
  br label %79

99:                                               ; preds = %79
  call void @_Z7barrierj(i32 noundef 1) #4
  store i32 1, i32* %12, align 4
  br label %100

100:                                              ; preds = %152, %99
  %101 = load i32, i32* %12, align 4
  %102 = icmp slt i32 %101, 32
  br i1 %102, label %103, label %155

103:                                              ; preds = %100
  store i32 0, i32* %14, align 4
  br label %104

104:                                              ; preds = %128, %103
  %105 = load i32, i32* %14, align 4
  %106 = icmp slt i32 %105, 4
  br i1 %106, label %107, label %131

107:                                              ; preds = %104
  %108 = load i32, i32* %14, align 4
  %109 = mul nsw i32 %108, 8
  %110 = load i32, i32* %7, align 4
  %111 = add nsw i32 %109, %110
  store i32 %111, i32* %15, align 4
  %112 = load i32, i32* %15, align 4
  %113 = load i32, i32* %12, align 4
  %114 = icmp sge i32 %112, %113
  br i1 %114, label %115, label %122

115:                                              ; preds = %107
  %116 = load i32, i32* %15, align 4
  %117 = load i32, i32* %12, align 4
  %118 = sub nsw i32 %116, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %119
  %121 = load i32, i32 addrspace(3)* %120, align 4
  br label %123

122:                                              ; preds = %107
  br label %123

123:                                              ; preds = %122, %115
  %124 = phi i32 [ %121, %115 ], [ 0, %122 ]
  %125 = load i32, i32* %14, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x i32], [4 x i32]* %13, i64 0, i64 %126
  store i32 %124, i32* %127, align 4
  br label %128

128:                                              ; preds = %123
  %129 = load i32, i32* %14, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %14, align 4
  br label %104

131:                                              ; preds = %104
  call void @_Z7barrierj(i32 noundef 1) #4
  store i32 0, i32* %16, align 4
  br label %132

132:                                              ; preds = %148, %131
  %133 = load i32, i32* %16, align 4
  %134 = icmp slt i32 %133, 4
  br i1 %134, label %135, label %151

135:                                              ; preds = %132
  %136 = load i32, i32* %16, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x i32], [4 x i32]* %13, i64 0, i64 %137
  %139 = load i32, i32* %138, align 4
  %140 = load i32, i32* %16, align 4
  %141 = mul nsw i32 %140, 8
  %142 = load i32, i32* %7, align 4
  %143 = add nsw i32 %141, %142
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %144
  %146 = load i32, i32 addrspace(3)* %145, align 4
  %147 = add i32 %146, %139
  store i32 %147, i32 addrspace(3)* %145, align 4
  br label %148

148:                                              ; preds = %135
  %149 = load i32, i32* %16, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, i32* %16, align 4
  br label %132

151:                                              ; preds = %132
  call void @_Z7barrierj(i32 noundef 1) #4
  br label %152

152:                                              ; preds = %151
  %153 = load i32, i32* %12, align 4
  %154 = shl i32 %153, 1
  store i32 %154, i32* %12, align 4
  br label %100

155:                                              ; preds = %100
  store i32 0, i32* %17, align 4
  br label %156

156:                                              ; preds = %182, %155
  %157 = load i32, i32* %17, align 4
  %158 = icmp slt i32 %157, 4
  br i1 %158, label %159, label %185

159:                                              ; preds = %156
  %160 = load i32, i32* %17, align 4
  %161 = mul nsw i32 %160, 8
  %162 = load i32, i32* %7, align 4
  %163 = add nsw i32 %161, %162
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %164
  %166 = load i32, i32 addrspace(3)* %165, align 4
  %167 = load i32, i32* %17, align 4
  %168 = mul nsw i32 %167, 8
  %169 = load i32, i32* %7, align 4
  %170 = add nsw i32 %168, %169
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %171
  %173 = load i32, i32 addrspace(3)* %172, align 4
  %174 = sub i32 %166, %173
  %175 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %176 = load i32, i32* %17, align 4
  %177 = mul nsw i32 %176, 8
  %178 = load i32, i32* %7, align 4
  %179 = add nsw i32 %177, %178
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds i32, i32 addrspace(1)* %175, i64 %180
  store i32 %174, i32 addrspace(1)* %181, align 4
  br label %182

182:                                              ; preds = %159
  %183 = load i32, i32* %17, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, i32* %17, align 4
  br label %156

185:                                              ; preds = %156
  call void @_Z7barrierj(i32 noundef 1) #4
  store i32 0, i32* %19, align 4
  br label %186

186:                                              ; preds = %208, %185
  %187 = load i32, i32* %19, align 4
  %188 = icmp slt i32 %187, 4
  br i1 %188, label %189, label %211

189:                                              ; preds = %186
  %190 = load i32, i32* %19, align 4
  %191 = mul nsw i32 %190, 8
  %192 = load i32, i32* %7, align 4
  %193 = add nsw i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.scan, i64 0, i64 %194
  %196 = load i32, i32 addrspace(3)* %195, align 4
  %197 = load i32, i32* %19, align 4
  %198 = mul nsw i32 %197, 8
  %199 = load i32, i32* %7, align 4
  %200 = add nsw i32 %198, %199
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @radix_scan.hist, i64 0, i64 %201
  %203 = load i32, i32 addrspace(3)* %202, align 4
  %204 = sub i32 %196, %203
  %205 = load i32, i32* %19, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [4 x i32], [4 x i32]* %18, i64 0, i64 %206
  store i32 %204, i32* %207, align 4
  br label %208

208:                                              ; preds = %189
  %209 = load i32, i32* %19, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, i32* %19, align 4
  br label %186

211:                                              ; preds = %186
  %212 = load <4 x i32>, <4 x i32>* %8, align 16
  %213 = extractelement <4 x i32> %212, i64 0
  %214 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %215 = load <4 x i32>, <4 x i32>* %10, align 16
  %216 = extractelement <4 x i32> %215, i64 0
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds [4 x i32], [4 x i32]* %18, i64 0, i64 %217
  %219 = load i32, i32* %218, align 4
  %220 = add i32 %219, 1
  store i32 %220, i32* %218, align 4
  %221 = zext i32 %219 to i64
  %222 = getelementptr inbounds i32, i32 addrspace(1)* %214, i64 %221
  store i32 %213, i32 addrspace(1)* %222, align 4
  %223 = load <4 x i32>, <4 x i32>* %8, align 16
  %224 = extractelement <4 x i32> %223, i64 1
  %225 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %226 = load <4 x i32>, <4 x i32>* %10, align 16
  %227 = extractelement <4 x i32> %226, i64 1
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds [4 x i32], [4 x i32]* %18, i64 0, i64 %228
  %230 = load i32, i32* %229, align 4
  %231 = add i32 %230, 1
  store i32 %231, i32* %229, align 4
  %232 = zext i32 %230 to i64
  %233 = getelementptr inbounds i32, i32 addrspace(1)* %225, i64 %232
  store i32 %224, i32 addrspace(1)* %233, align 4
  %234 = load <4 x i32>, <4 x i32>* %8, align 16
  %235 = extractelement <4 x i32> %234, i64 2
  %236 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %237 = load <4 x i32>, <4 x i32>* %10, align 16
  %238 = extractelement <4 x i32> %237, i64 2
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds [4 x i32], [4 x i32]* %18, i64 0, i64 %239
  %241 = load i32, i32* %240, align 4
  %242 = add i32 %241, 1
  store i32 %242, i32* %240, align 4
  %243 = zext i32 %241 to i64
  %244 = getelementptr inbounds i32, i32 addrspace(1)* %236, i64 %243
  store i32 %235, i32 addrspace(1)* %244, align 4
  %245 = load <4 x i32>, <4 x i32>* %8, align 16
  %246 = extractelement <4 x i32> %245, i64 3
  %247 = load i32 addrspace(1)*, i32 addrspace(1)** %6, align 8
  %248 = load <4 x i32>, <4 x i32>* %10, align 16
  %249 = extractelement <4 x i32> %248, i64 3
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds [4 x i32], [4 x i32]* %18, i64 0, i64 %250
  %252 = load i32, i32* %251, align 4
  %253 = add i32 %252, 1
  store i32 %253, i32* %251, align 4
  %254 = zext i32 %252 to i64
  %255 = getelementptr inbounds i32, i32 addrspace(1)* %247, i64 %254
  store i32 %246, i32 addrspace(1)* %255, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { convergent nounwind readnone willreturn }
attributes #4 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (<4 x i32> addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*)* @radix_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"uint4*", !"uint*", !"uint*"}
!8 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint*", !"uint*"}
!9 = !{!"const", !"", !""}
!10 = !{!"keys", !"counts", !"out"}
