; simtc:launch grid=1 block=32 warp=32 cur=uint32[64]:iota ref=uint32[64]:iota keys=uint64[32]:iota out=uint32[128] wide=uint64[64]
; simtc:expect out=[2343,1845817644,0,16908288,255,2306962011,992626308,50800395,4257,2648243876,1603149910,51128143,2299,3230242158,2784131261,118437642,4364,1303709565,2090882030,35346190,4212,2779613755,1504654153,50354065,2426,2466618284,1917131059,18442579,3377,3582441209,686915080,2754577,466,3389472033,928303333,52922190,2298,3851393862,3710486106,35825423,295,1566134432,2224037803,42896,1308,2627056889,2724130381,87152397,3318,220673658,1235600729,70637778,4381,1696038086,827505317,54253972,214,4011456645,269158710,4655122,1199,2500205293,211953756,33629965,2340,2785914358,931787587,37750927,1287,3247848449,960326737,21764178,3257,2630966425,2652061433,22292561,1204,4169682456,1093175428,55154314,267,3432871254,2174442710,33642448,507,2946065263,2452364720,5703633,2339,3408032426,4256850924,73107536,3381,3563027812,1020832562,22849808,372,2181600699,174472627,90212562,4232,71078214,1685307492,104531,3301,1546494342,1641178666,23644563,1452,3568112243,1943650290,23914833,196,204220739,3555500019,7866254,2393,2343158114,989290564,25024399,1324,2805143019,571478973,16910157,3210,2480395223,3670950320,8390543]
; simtc:expect wide=[0,0,14415055829286731576,17752097980699114972,10937994613443063075,15865729947934295837,15799753671450308327,2150441595806095524,3429245153176574534,10078039170742717059,13539581664133155249,10066336480589547236,13148946212321153274,13078604293609273929,808734463216608365,5363930867717690937,6858490306353149069,12997432345185433233,10057066364670394584,15422757246937126798,8632419254556758883,3219412332233072617,7230547840593717799,17324524027830837491,8000417945729880583,3571244616033586412,6041142919857344086,10911559898601422402,1617468926433216730,6691805331000900328,4880566793850961069,6381670801385039902,13740008337791122509,5370486252476851324,3705582618299549945,9677407427756422105,1716312696590636396,14672947575338449541,16164792766310929060,15173676955278871443,17264838509113517767,16613277572691458095,17344685010135618883,4396670151467682422,14358162941959292730,13113387365553320280,9381929445851921194,5754220640211109989,16000835891459761166,9977399559555352305,1400550453022478553,7797974925851740304,12082285839714688172,3687672100355425668,11773521928994544996,14247930414386262791,3176499187617656568,17147645926809326962,6644957162043289472,499550844065067375,9761133587701922139,1311634936209520003,5441094666545115882,11867247316839584716]
; ModuleID = 'lg_cuda_bits.cu'
source_filename = "lg_cuda_bits.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.match = type { i32, i32 }

@__const.lg_cuda_bits.best = private unnamed_addr constant %struct.match { i32 -1, i32 -1 }, align 4

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z8word_sadjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, i32* %7, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %27

11:                                               ; preds = %8
  %12 = load i32, i32* %4, align 4
  %13 = load i32, i32* %7, align 4
  %14 = mul nsw i32 8, %13
  %15 = lshr i32 %12, %14
  %16 = and i32 %15, 255
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %7, align 4
  %19 = mul nsw i32 8, %18
  %20 = lshr i32 %17, %19
  %21 = and i32 %20, 255
  %22 = load i32, i32* %6, align 4
  %23 = call noundef i32 @_ZL6__usadjjj(i32 noundef %16, i32 noundef %21, i32 noundef %22) #5
  store i32 %23, i32* %6, align 4
  br label %24

24:                                               ; preds = %11
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %7, align 4
  br label %8, !llvm.loop !5

27:                                               ; preds = %8
  %28 = load i32, i32* %6, align 4
  ret i32 %28
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__usadjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = call i32 @__nv_usad(i32 noundef %7, i32 noundef %8, i32 noundef %9) #5
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @lg_cuda_bits(i32* noundef %0, i32* noundef %1, i64* noundef %2, i32* noundef %3, i64* noundef %4) #1 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.match, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  store i32* %0, i32** %6, align 8
  store i32* %1, i32** %7, align 8
  store i64* %2, i64** %8, align 8
  store i32* %3, i32** %9, align 8
  store i64* %4, i64** %10, align 8
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul nsw i32 %27, %28
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = add nsw i32 %29, %30
  store i32 %31, i32* %11, align 4
  %32 = load i32*, i32** %6, align 8
  %33 = load i32, i32* %11, align 4
  %34 = srem i32 %33, 64
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %32, i64 %35
  %37 = load i32, i32* %36, align 4
  %38 = mul i32 %37, -1640531535
  store i32 %38, i32* %12, align 4
  %39 = load i32*, i32** %7, align 8
  %40 = load i32, i32* %11, align 4
  %41 = add nsw i32 %40, 3
  %42 = srem i32 %41, 64
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %39, i64 %43
  %45 = load i32, i32* %44, align 4
  %46 = mul i32 %45, 40503
  store i32 %46, i32* %13, align 4
  %47 = load i32*, i32** %7, align 8
  %48 = load i32, i32* %11, align 4
  %49 = add nsw i32 %48, 4
  %50 = srem i32 %49, 64
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %47, i64 %51
  %53 = load i32, i32* %52, align 4
  %54 = mul i32 %53, 40503
  store i32 %54, i32* %14, align 4
  %55 = bitcast %struct.match* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %55, i8* align 4 bitcast (%struct.match* @__const.lg_cuda_bits.best to i8*), i64 8, i1 false)
  store i32 0, i32* %16, align 4
  br label %56

56:                                               ; preds = %87, %5
  %57 = load i32, i32* %16, align 4
  %58 = icmp sle i32 %57, 4
  br i1 %58, label %59, label %90

59:                                               ; preds = %56
  %60 = load i32, i32* %16, align 4
  %61 = icmp eq i32 %60, 4
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  br label %67

63:                                               ; preds = %59
  %64 = load i32, i32* %16, align 4
  %65 = mul i32 4369, %64
  %66 = add i32 12816, %65
  br label %67

67:                                               ; preds = %63, %62
  %68 = phi i32 [ 30292, %62 ], [ %66, %63 ]
  store i32 %68, i32* %17, align 4
  %69 = load i32, i32* %13, align 4
  %70 = load i32, i32* %14, align 4
  %71 = load i32, i32* %17, align 4
  %72 = call noundef i32 @_ZL11__byte_permjjj(i32 noundef %69, i32 noundef %70, i32 noundef %71) #5
  store i32 %72, i32* %18, align 4
  %73 = load i32, i32* %12, align 4
  %74 = load i32, i32* %18, align 4
  %75 = load i32, i32* %16, align 4
  %76 = call noundef i32 @_Z8word_sadjjj(i32 noundef %73, i32 noundef %74, i32 noundef %75) #5
  store i32 %76, i32* %19, align 4
  %77 = load i32, i32* %19, align 4
  %78 = getelementptr inbounds %struct.match, %struct.match* %15, i32 0, i32 0
  %79 = load i32, i32* %78, align 4
  %80 = icmp ult i32 %77, %79
  br i1 %80, label %81, label %86

81:                                               ; preds = %67
  %82 = load i32, i32* %19, align 4
  %83 = getelementptr inbounds %struct.match, %struct.match* %15, i32 0, i32 0
  store i32 %82, i32* %83, align 4
  %84 = load i32, i32* %16, align 4
  %85 = getelementptr inbounds %struct.match, %struct.match* %15, i32 0, i32 1
  store i32 %84, i32* %85, align 4
  br label %86

86:                                               ; preds = %81, %67
  br label %87

87:                                               ; preds = %86
  %88 = load i32, i32* %16, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %16, align 4
  br label %56, !llvm.loop !7

90:                                               ; preds = %56
  %91 = load i32, i32* %12, align 4
  %92 = load i32, i32* %13, align 4
  %93 = load i32, i32* %14, align 4
  %94 = call noundef i32 @_ZL11__byte_permjjj(i32 noundef %92, i32 noundef %93, i32 noundef 17185) #5
  %95 = call noundef i32 @_ZL8__urhaddjj(i32 noundef %91, i32 noundef %94) #5
  %96 = load i32, i32* %13, align 4
  %97 = load i32, i32* %14, align 4
  %98 = call noundef i32 @_ZL7__uhaddjj(i32 noundef %96, i32 noundef %97) #5
  %99 = xor i32 %95, %98
  store i32 %99, i32* %20, align 4
  %100 = getelementptr inbounds %struct.match, %struct.match* %15, i32 0, i32 0
  %101 = load i32, i32* %100, align 4
  %102 = getelementptr inbounds %struct.match, %struct.match* %15, i32 0, i32 1
  %103 = load i32, i32* %102, align 4
  %104 = mul i32 1000, %103
  %105 = add i32 %101, %104
  %106 = load i32*, i32** %9, align 8
  %107 = load i32, i32* %11, align 4
  %108 = mul nsw i32 4, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32* %106, i64 %109
  store i32 %105, i32* %110, align 4
  %111 = load i32, i32* %20, align 4
  %112 = load i32, i32* %12, align 4
  %113 = load i32, i32* %13, align 4
  %114 = call noundef i32 @_ZL5__sadiij(i32 noundef %112, i32 noundef %113, i32 noundef 7) #5
  %115 = add i32 %111, %114
  %116 = load i32, i32* %12, align 4
  %117 = load i32, i32* %14, align 4
  %118 = sub nsw i32 0, %117
  %119 = call noundef i32 @_ZL6__haddii(i32 noundef %116, i32 noundef %118) #5
  %120 = add i32 %115, %119
  %121 = load i32, i32* %13, align 4
  %122 = load i32, i32* %14, align 4
  %123 = call noundef i32 @_ZL7__rhaddii(i32 noundef %121, i32 noundef %122) #5
  %124 = add i32 %120, %123
  %125 = load i32*, i32** %9, align 8
  %126 = load i32, i32* %11, align 4
  %127 = mul nsw i32 4, %126
  %128 = add nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, i32* %125, i64 %129
  store i32 %124, i32* %130, align 4
  %131 = load i64*, i64** %8, align 8
  %132 = load i32, i32* %11, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i64, i64* %131, i64 %133
  %135 = load i64, i64* %134, align 8
  %136 = mul i64 %135, -7046029254386353131
  %137 = load i32, i32* %11, align 4
  %138 = sext i32 %137 to i64
  %139 = add i64 %136, %138
  store i64 %139, i64* %21, align 8
  %140 = load i64, i64* %21, align 8
  %141 = call noundef i64 @_ZL10__umul64hiyy(i64 noundef %140, i64 noundef -49064778989728563) #5
  %142 = load i64, i64* %21, align 8
  %143 = mul i64 %142, -4265267296055464877
  %144 = xor i64 %141, %143
  store i64 %144, i64* %22, align 8
  %145 = load i64, i64* %22, align 8
  %146 = load i64, i64* %21, align 8
  %147 = or i64 %146, 1
  %148 = sub nsw i64 0, %147
  %149 = call noundef i64 @_ZL9__mul64hixx(i64 noundef %145, i64 noundef %148) #5
  store i64 %149, i64* %23, align 8
  %150 = load i64, i64* %22, align 8
  %151 = load i64*, i64** %10, align 8
  %152 = load i32, i32* %11, align 4
  %153 = mul nsw i32 2, %152
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i64, i64* %151, i64 %154
  store i64 %150, i64* %155, align 8
  %156 = load i64, i64* %23, align 8
  %157 = load i64, i64* %22, align 8
  %158 = call noundef i64 @_ZL8__brevlly(i64 noundef %157) #5
  %159 = xor i64 %156, %158
  %160 = load i64*, i64** %10, align 8
  %161 = load i32, i32* %11, align 4
  %162 = mul nsw i32 2, %161
  %163 = add nsw i32 %162, 1
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i64, i64* %160, i64 %164
  store i64 %159, i64* %165, align 8
  %166 = load i64, i64* %22, align 8
  %167 = lshr i64 %166, 29
  %168 = trunc i64 %167 to i32
  store i32 %168, i32* %24, align 4
  %169 = load i32, i32* %24, align 4
  %170 = load i32, i32* %12, align 4
  %171 = call noundef i32 @_ZL8__umulhijj(i32 noundef %169, i32 noundef %170) #5
  %172 = load i32, i32* %24, align 4
  %173 = load i32, i32* %13, align 4
  %174 = call noundef i32 @_ZL7__mulhiii(i32 noundef %172, i32 noundef %173) #5
  %175 = xor i32 %171, %174
  %176 = load i32, i32* %24, align 4
  %177 = call noundef i32 @_ZL6__brevj(i32 noundef %176) #5
  %178 = xor i32 %175, %177
  %179 = load i32*, i32** %9, align 8
  %180 = load i32, i32* %11, align 4
  %181 = mul nsw i32 4, %180
  %182 = add nsw i32 %181, 2
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, i32* %179, i64 %183
  store i32 %178, i32* %184, align 4
  %185 = load i32, i32* %11, align 4
  %186 = srem i32 %185, 7
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %189

188:                                              ; preds = %90
  br label %194

189:                                              ; preds = %90
  %190 = load i32, i32* %24, align 4
  %191 = load i32, i32* %11, align 4
  %192 = srem i32 %191, 32
  %193 = lshr i32 %190, %192
  br label %194

194:                                              ; preds = %189, %188
  %195 = phi i32 [ 0, %188 ], [ %193, %189 ]
  store i32 %195, i32* %25, align 4
  %196 = load i32, i32* %11, align 4
  %197 = srem i32 %196, 5
  %198 = icmp eq i32 %197, 0
  br i1 %198, label %199, label %200

199:                                              ; preds = %194
  br label %206

200:                                              ; preds = %194
  %201 = load i64, i64* %22, align 8
  %202 = load i32, i32* %11, align 4
  %203 = srem i32 %202, 64
  %204 = zext i32 %203 to i64
  %205 = lshr i64 %201, %204
  br label %206

206:                                              ; preds = %200, %199
  %207 = phi i64 [ 0, %199 ], [ %205, %200 ]
  store i64 %207, i64* %26, align 8
  %208 = load i32, i32* %24, align 4
  %209 = call noundef i32 @_ZL6__popcj(i32 noundef %208) #5
  %210 = load i64, i64* %22, align 8
  %211 = call noundef i32 @_ZL8__popclly(i64 noundef %210) #5
  %212 = mul nsw i32 64, %211
  %213 = add nsw i32 %209, %212
  %214 = load i32, i32* %25, align 4
  %215 = call noundef i32 @_ZL5__clzi(i32 noundef %214) #5
  %216 = mul nsw i32 4096, %215
  %217 = add nsw i32 %213, %216
  %218 = load i64, i64* %26, align 8
  %219 = call noundef i32 @_ZL7__clzllx(i64 noundef %218) #5
  %220 = mul nsw i32 262144, %219
  %221 = add nsw i32 %217, %220
  %222 = load i32, i32* %25, align 4
  %223 = call noundef i32 @_ZL5__ffsi(i32 noundef %222) #5
  %224 = shl i32 %223, 24
  %225 = xor i32 %221, %224
  %226 = load i64, i64* %26, align 8
  %227 = call noundef i32 @_ZL7__ffsllx(i64 noundef %226) #5
  %228 = shl i32 %227, 16
  %229 = xor i32 %225, %228
  %230 = load i32*, i32** %9, align 8
  %231 = load i32, i32* %11, align 4
  %232 = mul nsw i32 4, %231
  %233 = add nsw i32 %232, 3
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i32, i32* %230, i64 %234
  store i32 %229, i32* %235, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL11__byte_permjjj(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = call i32 @__nv_byte_perm(i32 noundef %7, i32 noundef %8, i32 noundef %9) #5
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL8__urhaddjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @__nv_urhadd(i32 noundef %5, i32 noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL7__uhaddjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @__nv_uhadd(i32 noundef %5, i32 noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL5__sadiij(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = call i32 @__nv_sad(i32 noundef %7, i32 noundef %8, i32 noundef %9) #5
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__haddii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @__nv_hadd(i32 noundef %5, i32 noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL7__rhaddii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @__nv_rhadd(i32 noundef %5, i32 noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i64 @_ZL10__umul64hiyy(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = call i64 @__nv_umul64hi(i64 noundef %5, i64 noundef %6) #5
  ret i64 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i64 @_ZL9__mul64hixx(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = call i64 @__nv_mul64hi(i64 noundef %5, i64 noundef %6) #5
  ret i64 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i64 @_ZL8__brevlly(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i64 @__nv_brevll(i64 noundef %3) #5
  ret i64 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL8__umulhijj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @__nv_umulhi(i32 noundef %5, i32 noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL7__mulhiii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 @__nv_mulhi(i32 noundef %5, i32 noundef %6) #5
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__brevj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 @__nv_brev(i32 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__popcj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 @__nv_popc(i32 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL8__popclly(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i32 @__nv_popcll(i64 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL5__clzi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 @__nv_clz(i32 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL7__clzllx(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i32 @__nv_clzll(i64 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL5__ffsi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 @__nv_ffs(i32 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL7__ffsllx(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call i32 @__nv_ffsll(i64 noundef %3) #5
  ret i32 %4
}

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_usad(i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_byte_perm(i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_urhadd(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_uhadd(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_sad(i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_hadd(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_rhadd(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_umul64hi(i64 noundef, i64 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_mul64hi(i64 noundef, i64 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i64 @__nv_brevll(i64 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umulhi(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_mulhi(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_brev(i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popcll(i64 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clz(i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_clzll(i64 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffs(i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffsll(i64 noundef) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32*, i32*, i64*, i32*, i64*)* @lg_cuda_bits, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
