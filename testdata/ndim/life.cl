// life.cl: one generation of Conway's game of life on a W×H torus, one
// work-item per cell, a 2-D launch (4×4 work-groups). The board holds a
// glider, a blinker and a block; the expectation is the next generation
// computed on the host.
//
// simtc:launch grid=4,2 block=4,4 w=16 h=8 board=int32[128]:0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0 next=int32[128]
// simtc:expect next=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,0]

kernel void life(int w, int h, global const int *board, global int *next)
{
    int x = get_global_id(0), y = get_global_id(1);
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (dx != 0 || dy != 0)
                n += board[((y + dy + h) % h) * w + (x + dx + w) % w];
    int alive = board[y * w + x];
    next[y * w + x] = (n == 3 || (alive && n == 2)) ? 1 : 0;
}
