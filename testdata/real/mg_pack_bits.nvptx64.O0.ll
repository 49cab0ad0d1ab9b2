; simtc:launch grid=2 block=8 warp=8 keys=int64[16]:iota out=int32[160] salt=77
; simtc:expect out=[-511900197,7553,13911,-215,31138,1,-744,519,10368889,1,-1023800571,15106,28334,9070,57927,1,-1565,527,3960563,1,-1485235808,22661,42502,-215,27900,1,-2387,537,14329453,1,-2047601084,30214,56669,9070,54673,1,-3208,800,7921126,1,1801522217,37769,5302,-215,24390,1,-4030,299,1512800,1,1324495507,-20214,19469,9070,51435,1,-4851,563,11881690,1,680341746,52877,33893,-215,17040,1,-5673,317,5473364,1,199765310,-5106,47804,9070,47925,1,-6494,836,15842253,1,-160621937,2449,61972,-215,13802,1,-7316,590,9433927,1,-691922911,10002,10860,9070,44687,1,-8137,343,3025601,1,-1269731380,17557,25028,-215,10292,1,-8959,608,13394490,1,-1645976072,25110,39195,9070,37337,1,-9780,616,6986164,1,2115593013,32665,53619,-215,7054,1,-10602,370,577838,1,1360683351,-25318,1995,9070,33827,1,-11423,379,10946728,1,807232598,47773,16419,-215,3800,1,-12245,388,4538401,1,399530506,-10210,30330,9070,30589,1,-13066,652,14907291,1]
; ModuleID = 'mg_pack_bits.cl'
source_filename = "mg_pack_bits.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.record_t = type { %struct.pair_t, [4 x i16], [4 x i8] }
%struct.pair_t = type { i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mg_pack_bits(i64 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !kernel_arg_name !9 {
  %4 = alloca i64 addrspace(1)*, align 8
  %5 = alloca i32 addrspace(1)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca <2 x i32>, align 8
  %10 = alloca <4 x i16>, align 8
  %11 = alloca <4 x i8>, align 4
  %12 = alloca %struct.record_t, align 4
  %13 = alloca [2 x %struct.record_t], align 4
  %14 = alloca i32 addrspace(1)*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca <2 x i32>, align 8
  %18 = alloca i64, align 8
  %19 = alloca <2 x i16>, align 4
  %20 = alloca <4 x i8>, align 4
  %21 = alloca i32, align 4
  %22 = alloca <2 x i32>, align 8
  store i64 addrspace(1)* %0, i64 addrspace(1)** %4, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %5, align 8
  store i32 %2, i32* %6, align 4
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* %7, align 4
  %25 = load i64 addrspace(1)*, i64 addrspace(1)** %4, align 8
  %26 = load i32, i32* %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i64, i64 addrspace(1)* %25, i64 %27
  %29 = load i64, i64 addrspace(1)* %28, align 8
  %30 = add i64 %29, 1
  %31 = load i32, i32* %6, align 4
  %32 = call i64 @mix(i64 noundef %30, i32 noundef %31) #5
  store i64 %32, i64* %8, align 8
  %33 = load i64, i64* %8, align 8
  %34 = bitcast i64 %33 to <2 x i32>
  store <2 x i32> %34, <2 x i32>* %9, align 8
  %35 = load i64, i64* %8, align 8
  %36 = bitcast i64 %35 to <4 x i16>
  store <4 x i16> %36, <4 x i16>* %10, align 8
  %37 = load <2 x i32>, <2 x i32>* %9, align 8
  %38 = extractelement <2 x i32> %37, i64 1
  %39 = bitcast i32 %38 to <4 x i8>
  store <4 x i8> %39, <4 x i8>* %11, align 4
  %40 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 0
  %41 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %40, i32 0, i32 0
  %42 = load <2 x i32>, <2 x i32>* %9, align 8
  %43 = extractelement <2 x i32> %42, i64 0
  store i32 %43, i32* %41, align 4
  %44 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %40, i32 0, i32 1
  %45 = load <2 x i32>, <2 x i32>* %9, align 8
  %46 = extractelement <2 x i32> %45, i64 1
  store i32 %46, i32* %44, align 4
  %47 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 1
  %48 = getelementptr inbounds [4 x i16], [4 x i16]* %47, i64 0, i64 0
  store i16 0, i16* %48, align 2
  %49 = getelementptr inbounds i16, i16* %48, i64 1
  %50 = load <4 x i16>, <4 x i16>* %10, align 8
  %51 = extractelement <4 x i16> %50, i64 1
  store i16 %51, i16* %49, align 2
  %52 = getelementptr inbounds i16, i16* %49, i64 1
  store i16 0, i16* %52, align 2
  %53 = getelementptr inbounds i16, i16* %52, i64 1
  %54 = load <4 x i16>, <4 x i16>* %10, align 8
  %55 = extractelement <4 x i16> %54, i64 3
  store i16 %55, i16* %53, align 2
  %56 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 2
  %57 = getelementptr inbounds [4 x i8], [4 x i8]* %56, i64 0, i64 0
  store i8 0, i8* %57, align 1
  %58 = getelementptr inbounds i8, i8* %57, i64 1
  store i8 0, i8* %58, align 1
  %59 = getelementptr inbounds i8, i8* %58, i64 1
  %60 = load <4 x i8>, <4 x i8>* %11, align 4
  %61 = extractelement <4 x i8> %60, i64 2
  store i8 %61, i8* %59, align 1
  %62 = getelementptr inbounds i8, i8* %59, i64 1
  %63 = getelementptr inbounds i8, i8* %57, i64 4
  br label %64

64:                                               ; preds = %64, %3
  %65 = phi i8* [ %62, %3 ], [ %66, %64 ]
  store i8 0, i8* %65, align 1
  %66 = getelementptr inbounds i8, i8* %65, i64 1
  %67 = icmp eq i8* %66, %63
  br i1 %67, label %68, label %64

68:                                               ; preds = %64
  %69 = bitcast [2 x %struct.record_t]* %13 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %69, i8 0, i64 40, i1 false)
  %70 = bitcast i8* %69 to [2 x %struct.record_t]*
  %71 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %70, i32 0, i32 0
  %72 = getelementptr inbounds %struct.record_t, %struct.record_t* %71, i32 0, i32 0
  %73 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %72, i32 0, i32 0
  store i32 5, i32* %73, align 4
  %74 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %72, i32 0, i32 1
  store i32 8, i32* %74, align 4
  %75 = getelementptr inbounds %struct.record_t, %struct.record_t* %71, i32 0, i32 1
  %76 = getelementptr inbounds [4 x i16], [4 x i16]* %75, i32 0, i32 0
  store i16 -3, i16* %76, align 4
  %77 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %70, i32 0, i32 1
  %78 = getelementptr inbounds %struct.record_t, %struct.record_t* %77, i32 0, i32 0
  %79 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %78, i32 0, i32 1
  store i32 7, i32* %79, align 4
  %80 = getelementptr inbounds %struct.record_t, %struct.record_t* %77, i32 0, i32 2
  %81 = getelementptr inbounds [4 x i8], [4 x i8]* %80, i32 0, i32 3
  store i8 9, i8* %81, align 1
  %82 = load i32 addrspace(1)*, i32 addrspace(1)** %5, align 8
  %83 = load i32, i32* %7, align 4
  %84 = mul nsw i32 10, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, i32 addrspace(1)* %82, i64 %85
  store i32 addrspace(1)* %86, i32 addrspace(1)** %14, align 8
  %87 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 0
  %88 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %87, i32 0, i32 0
  %89 = load i32, i32* %88, align 4
  %90 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 0
  %91 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %90, i32 0, i32 1
  %92 = load i32, i32* %91, align 4
  %93 = xor i32 %89, %92
  %94 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %95 = getelementptr inbounds i32, i32 addrspace(1)* %94, i64 0
  store i32 %93, i32 addrspace(1)* %95, align 4
  %96 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 1
  %97 = getelementptr inbounds [4 x i16], [4 x i16]* %96, i64 0, i64 0
  %98 = load i16, i16* %97, align 4
  %99 = sext i16 %98 to i32
  %100 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 1
  %101 = getelementptr inbounds [4 x i16], [4 x i16]* %100, i64 0, i64 1
  %102 = load i16, i16* %101, align 2
  %103 = sext i16 %102 to i32
  %104 = add nsw i32 %99, %103
  %105 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 1
  %106 = getelementptr inbounds [4 x i16], [4 x i16]* %105, i64 0, i64 2
  %107 = load i16, i16* %106, align 4
  %108 = sext i16 %107 to i32
  %109 = add nsw i32 %104, %108
  %110 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 1
  %111 = getelementptr inbounds [4 x i16], [4 x i16]* %110, i64 0, i64 3
  %112 = load i16, i16* %111, align 2
  %113 = sext i16 %112 to i32
  %114 = add nsw i32 %109, %113
  %115 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %116 = getelementptr inbounds i32, i32 addrspace(1)* %115, i64 1
  store i32 %114, i32 addrspace(1)* %116, align 4
  %117 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 2
  %118 = getelementptr inbounds [4 x i8], [4 x i8]* %117, i64 0, i64 0
  %119 = load i8, i8* %118, align 4
  %120 = zext i8 %119 to i32
  %121 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 2
  %122 = getelementptr inbounds [4 x i8], [4 x i8]* %121, i64 0, i64 2
  %123 = load i8, i8* %122, align 2
  %124 = zext i8 %123 to i32
  %125 = mul nsw i32 256, %124
  %126 = add nsw i32 %120, %125
  %127 = load <4 x i8>, <4 x i8>* %11, align 4
  %128 = extractelement <4 x i8> %127, i64 0
  %129 = sext i8 %128 to i32
  %130 = add nsw i32 %126, %129
  %131 = load <4 x i8>, <4 x i8>* %11, align 4
  %132 = extractelement <4 x i8> %131, i64 3
  %133 = sext i8 %132 to i32
  %134 = add nsw i32 %130, %133
  %135 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %136 = getelementptr inbounds i32, i32 addrspace(1)* %135, i64 2
  store i32 %134, i32 addrspace(1)* %136, align 4
  %137 = load i32, i32* %7, align 4
  %138 = and i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %13, i64 0, i64 %139
  %141 = getelementptr inbounds %struct.record_t, %struct.record_t* %140, i32 0, i32 0
  %142 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %141, i32 0, i32 0
  %143 = load i32, i32* %142, align 4
  %144 = load i32, i32* %7, align 4
  %145 = and i32 %144, 1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %13, i64 0, i64 %146
  %148 = getelementptr inbounds %struct.record_t, %struct.record_t* %147, i32 0, i32 0
  %149 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %148, i32 0, i32 1
  %150 = load i32, i32* %149, align 4
  %151 = mul nsw i32 10, %150
  %152 = add nsw i32 %143, %151
  %153 = load i32, i32* %7, align 4
  %154 = and i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %13, i64 0, i64 %155
  %157 = getelementptr inbounds %struct.record_t, %struct.record_t* %156, i32 0, i32 1
  %158 = getelementptr inbounds [4 x i16], [4 x i16]* %157, i64 0, i64 0
  %159 = load i16, i16* %158, align 4
  %160 = sext i16 %159 to i32
  %161 = mul nsw i32 100, %160
  %162 = add nsw i32 %152, %161
  %163 = load i32, i32* %7, align 4
  %164 = and i32 %163, 1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [2 x %struct.record_t], [2 x %struct.record_t]* %13, i64 0, i64 %165
  %167 = getelementptr inbounds %struct.record_t, %struct.record_t* %166, i32 0, i32 2
  %168 = getelementptr inbounds [4 x i8], [4 x i8]* %167, i64 0, i64 3
  %169 = load i8, i8* %168, align 1
  %170 = zext i8 %169 to i32
  %171 = mul nsw i32 1000, %170
  %172 = add nsw i32 %162, %171
  %173 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %174 = getelementptr inbounds i32, i32 addrspace(1)* %173, i64 3
  store i32 %172, i32 addrspace(1)* %174, align 4
  store i32 0, i32* %15, align 4
  store i32 0, i32* %16, align 4
  br label %175

175:                                              ; preds = %190, %68
  %176 = load i32, i32* %16, align 4
  %177 = icmp slt i32 %176, 4
  br i1 %177, label %178, label %193

178:                                              ; preds = %175
  %179 = load <4 x i16>, <4 x i16>* %10, align 8
  %180 = load i32, i32* %16, align 4
  %181 = extractelement <4 x i16> %179, i32 %180
  %182 = zext i16 %181 to i32
  %183 = and i32 %182, 15
  %184 = load i32, i32* %16, align 4
  %185 = mul nsw i32 4, %184
  %186 = and i32 %185, 31
  %187 = shl i32 %183, %186
  %188 = load i32, i32* %15, align 4
  %189 = add nsw i32 %188, %187
  store i32 %189, i32* %15, align 4
  br label %190

190:                                              ; preds = %178
  %191 = load i32, i32* %16, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %16, align 4
  br label %175

193:                                              ; preds = %175
  %194 = load i32, i32* %15, align 4
  %195 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %196 = getelementptr inbounds i32, i32 addrspace(1)* %195, i64 4
  store i32 %194, i32 addrspace(1)* %196, align 4
  %197 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 0
  %198 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %197, i32 0, i32 0
  %199 = load i32, i32* %198, align 4
  %200 = insertelement <2 x i32> undef, i32 %199, i32 0
  %201 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 0
  %202 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %201, i32 0, i32 1
  %203 = load i32, i32* %202, align 4
  %204 = insertelement <2 x i32> %200, i32 %203, i32 1
  store <2 x i32> %204, <2 x i32>* %17, align 8
  %205 = load <2 x i32>, <2 x i32>* %17, align 8
  %206 = bitcast <2 x i32> %205 to double
  %207 = bitcast double %206 to i64
  store i64 %207, i64* %18, align 8
  %208 = load i64, i64* %18, align 8
  %209 = load i64, i64* %8, align 8
  %210 = icmp eq i64 %208, %209
  %211 = zext i1 %210 to i32
  %212 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %213 = getelementptr inbounds i32, i32 addrspace(1)* %212, i64 5
  store i32 %211, i32 addrspace(1)* %213, align 4
  %214 = load <2 x i32>, <2 x i32>* %9, align 8
  %215 = extractelement <2 x i32> %214, i64 0
  %216 = bitcast i32 %215 to <2 x i16>
  store <2 x i16> %216, <2 x i16>* %19, align 4
  %217 = load <2 x i16>, <2 x i16>* %19, align 4
  %218 = extractelement <2 x i16> %217, i64 0
  %219 = sext i16 %218 to i32
  %220 = load <2 x i16>, <2 x i16>* %19, align 4
  %221 = extractelement <2 x i16> %220, i64 1
  %222 = sext i16 %221 to i32
  %223 = sub nsw i32 %219, %222
  %224 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %225 = getelementptr inbounds i32, i32 addrspace(1)* %224, i64 6
  store i32 %223, i32 addrspace(1)* %225, align 4
  %226 = getelementptr inbounds %struct.record_t, %struct.record_t* %12, i32 0, i32 0
  %227 = getelementptr inbounds %struct.pair_t, %struct.pair_t* %226, i32 0, i32 1
  %228 = load i32, i32* %227, align 4
  %229 = bitcast i32 %228 to <4 x i8>
  store <4 x i8> %229, <4 x i8>* %20, align 4
  %230 = load <4 x i8>, <4 x i8>* %20, align 4
  %231 = extractelement <4 x i8> %230, i64 0
  %232 = zext i8 %231 to i32
  %233 = load <4 x i8>, <4 x i8>* %20, align 4
  %234 = extractelement <4 x i8> %233, i64 1
  %235 = zext i8 %234 to i32
  %236 = add nsw i32 %232, %235
  %237 = load <4 x i8>, <4 x i8>* %20, align 4
  %238 = extractelement <4 x i8> %237, i64 2
  %239 = zext i8 %238 to i32
  %240 = add nsw i32 %236, %239
  %241 = load <4 x i8>, <4 x i8>* %20, align 4
  %242 = extractelement <4 x i8> %241, i64 3
  %243 = zext i8 %242 to i32
  %244 = add nsw i32 %240, %243
  %245 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %246 = getelementptr inbounds i32, i32 addrspace(1)* %245, i64 7
  store i32 %244, i32 addrspace(1)* %246, align 4
  %247 = load <4 x i8>, <4 x i8>* %11, align 4
  %248 = bitcast <4 x i8> %247 to i32
  store i32 %248, i32* %21, align 4
  %249 = load i32, i32* %21, align 4
  %250 = lshr i32 %249, 8
  %251 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %252 = getelementptr inbounds i32, i32 addrspace(1)* %251, i64 8
  store i32 %250, i32 addrspace(1)* %252, align 4
  %253 = load i64, i64* %8, align 8
  %254 = bitcast i64 %253 to <4 x i16>
  %255 = bitcast <4 x i16> %254 to <2 x i32>
  store <2 x i32> %255, <2 x i32>* %22, align 8
  %256 = load <2 x i32>, <2 x i32>* %22, align 8
  %257 = extractelement <2 x i32> %256, i64 1
  %258 = load <2 x i32>, <2 x i32>* %9, align 8
  %259 = extractelement <2 x i32> %258, i64 1
  %260 = icmp eq i32 %257, %259
  %261 = zext i1 %260 to i32
  %262 = load i32 addrspace(1)*, i32 addrspace(1)** %14, align 8
  %263 = getelementptr inbounds i32, i32 addrspace(1)* %262, i64 9
  store i32 %261, i32 addrspace(1)* %263, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define internal i64 @mix(i64 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = lshr i64 %5, 31
  %7 = load i64, i64* %3, align 8
  %8 = xor i64 %7, %6
  store i64 %8, i64* %3, align 8
  %9 = load i64, i64* %3, align 8
  %10 = mul i64 %9, -7046029254386353131
  store i64 %10, i64* %3, align 8
  %11 = load i64, i64* %3, align 8
  %12 = load i32, i32* %4, align 4
  %13 = sext i32 %12 to i64
  %14 = add i64 %11, %13
  ret i64 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx32,+sm_20" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{void (i64 addrspace(1)*, i32 addrspace(1)*, i32)* @mg_pack_bits, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"long*", !"int*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!"keys", !"out", !"salt"}
