// render.cl: a 2-D circle renderer in the style of the CUDA Renderer of
// Diamos et al. 2011 (the application where thread frontiers gain most),
// one pixel per thread: circles are composited front to back; a circle
// whose bounding box misses the pixel is skipped early (continue), a
// pixel whose opacity saturates stops early (break), and a pixel that no
// circle covers takes the background through a goto.
//
// simtc:launch grid=4 block=64 warp=32 cx=int32[24]:rand(201,0,63) cy=int32[24]:rand(202,0,63) rad=int32[24]:rand(203,3,14) col=int32[24]:rand(204,1,255) img=int32[256] work=int32[256] width=16
// simtc:launch-paper grid=112 block=192 warp=32 cx=int32[24]:rand(201,0,63) cy=int32[24]:rand(202,0,63) rad=int32[24]:rand(203,3,14) col=int32[24]:rand(204,1,255) img=int32[21504] work=int32[21504] width=168
// simtc:expect img=[-1*6,51,147,177,174,139,24,26,41,84*2,-1*7,145,175,174,98,53,44,50,125,179,-1*7,82,146,122,64,46,42,44,74,88,-1*7,46,87,81,53,44,41,49,53,52,126,82,-1*6,7,31,44,49,43,50,46,44,148,103,-1*8,48,124,44,42,37,34,62,-1*6,43,51*2,120,181,128,71,9,-1,175,137,-1*4,43,60,69*2,95,150,181,191,123,-1,201,187,107,-1*2,44,51,69,94,120,96,93,193,204,143,-1,146,165,107,-1,44,127,109,99,78*2,69,92,136,123,83,-1,69,88,-1*3,44,80,93,69*2,60,43,-1*11,43,51*2,43,-1*5,3,20,22,20,14,-1*3,32,-1*7,24,31,34,32,26,15,-1*2,32,-1*7,30,38,41,39,33,22,-1*10,32,39,43,41,35,24,-1*10]
// simtc:expect work=[0*6,1,2*2,3,4,3,2,3*2,2,0*6,1,2*2,4,5,4,3,5,4,3,0*6,1,2,3,5,6,4,3,5,4*2,0*7,1,2,4,5,4,3,5*2,3,1*2,0*6,1,3,4,3*2,4*2,2,1*2,0*3,1*4,3,4*3,3*2,2*3,0*3,1*4,2,4*2,5,3,2,1,3*2,1,0*2,1*5,4*2,5,2,1,0,3*2,1,0,1,2*2,1,2*2,3*2,4,2,1,0,1*3,0,1,2,3,2,1*2,2*2,3,2,1,0,1*3,0,1,2,3,2,1*5,0*8,1*8,0*3,2*4,1,2,1,2*3,1*3,0*3,2*4,1*2,0,1*3,0*6,2*4,1*2,0*10,2*4,1*2,0*10]
// simtc:expect status=ok mech=pdom

#define NC 24

kernel void render(global const int *cx, global const int *cy, global const int *rad, global const int *col,
                   global int *img, global int *work, int width)
{
    int p = get_global_id(0);
    int x = (p % width) * 64 / width;
    int y = (p / width) * 64 / width;
    int alpha = 0;
    int color = 0;
    int tested = 0;
    bool any = false;
    for (int c = 0; c < NC; c++) {
        int dx = x - cx[c];
        int dy = y - cy[c];
        int r = rad[c];
        if (dx > r || dx < -r || dy > r || dy < -r)
            continue;
        tested++;
        int d2 = dx * dx + dy * dy;
        if (d2 > r * r)
            continue;
        any = true;
        int a = 64 + (r * r - d2) * 128 / (r * r + 1);
        color += (256 - alpha) * a / 256 * col[c] / 256;
        alpha += (256 - alpha) * a / 256;
        if (alpha > 240)
            break;
    }
    if (!any)
        goto background;
    img[p] = color;
    work[p] = tested;
    return;
background:
    img[p] = -1;
    work[p] = tested;
}
