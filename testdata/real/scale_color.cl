// scale_color.cl: per-channel gain and offset on RGBA float4 pixels, in
// the style of the AMD APP SDK image filters, with the gain and offset
// passed to the kernel by value as float4 (launched as buffers).
//
// simtc:launch grid=1 block=8 warp=8 img=float32[32]:iota gain=float32[4]:0.5,2,1,0.25 offset=float32[4]:1,0,-1,0
// simtc:expect img=[1,2,1,0.75,3,10,5,1.75,5,18,9,2.75,7,26,13,3.75,9,34,17,4.75,11,42,21,5.75,13,50,25,6.75,15,58,29,7.75]

kernel void scale_color(global float4 *img, float4 gain, float4 offset)
{
    int i = get_global_id(0);
    float4 p = img[i];
    img[i] = p * gain + offset;
}
