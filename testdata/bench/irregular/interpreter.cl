// interpreter.cl: a switch-based bytecode interpreter / state machine
// (the indirect-branch case of Collange 2011 and the switch workloads of
// Diamos et al. 2011): each thread runs its own 12-instruction program of a
// tiny stack-free accumulator machine, so lanes take different switch
// cases every step.
//
// simtc:launch grid=2 block=64 warp=32 code=int32[1536]:rand(81,0,7) arg=int32[1536]:rand(82,1,9) out=int32[128] steps=int32[128]
// simtc:launch-paper grid=112 block=192 warp=32 code=int32[258048]:rand(81,0,7) arg=int32[258048]:rand(82,1,9) out=int32[21504] steps=int32[21504]
// simtc:expect out=[9,1,1512,3,0,45,85,46,12,115,10,31,12,34,46,124,16,-2,14,1,23,30,2,21,64,3,26,9,250,5,16,31,680,0,35,59,-11,37,0,31,40,6,42,43,44,45,171,47,48,-3,50,0,60,6,54,42,0,37,497,44,128,61,62,36,77,88,66,87,68,19,64,17656,25,73,18,75,92,95,93,2,640,231,7,17,17,5,86,1,88,4,20,9,92,95,66,95,82,16,149,8,0,2,44,103,72,18,30,68,37,115,25,-2,20,7,114,4,116,4,21,123,88,121,137,118,245,93,51,138]
// simtc:expect steps=[11,1,12,6,4,5,12,5,10,9,1,5,2,12,15,5,1,9,8,4,6,5,6,2,5,5,1,2,4,2,24,1,40,15,7,9,11,1,7,2,1,12,2,1*3,4,1,1,15,2,39,2,3,1,15,6,3,8,25,12,1,1,24,3,40,1,40,3,6,5,9,18,2,10,1,12,5,3,7,2,6,6,24,12,15,1,33,40,10,12,10,1,3,40,1,40,4,8,18,5,4,15,1,40,10,12,5,12,4,9,11,5,15,1,12,1,10,2,2,6,3,7,2,40,11,4,5]
// simtc:expect status=ok mech=pdom

#define LEN 12

kernel void interpreter(global const int *code, global const int *arg, global int *out, global int *steps)
{
    int id = get_global_id(0);
    int pc = 0;
    int acc = id;
    int n = 0;
    while (pc < LEN && n < 40) {
        int op = code[id * LEN + pc];
        int a = arg[id * LEN + pc];
        n++;
        switch (op) {
        case 0:
            acc += a;
            pc++;
            break;
        case 1:
            acc -= a;
            pc++;
            break;
        case 2:
            acc *= a;
            pc++;
            break;
        case 3:
            acc = acc / a;
            pc++;
            break;
        case 4: // branch forward when odd
            pc += (acc & 1) ? a % 3 + 1 : 1;
            break;
        case 5: // branch back when large
            if (acc > 50 && pc > 1)
                pc -= 2;
            else
                pc++;
            acc = acc % 97;
            break;
        case 6:
            acc ^= a << 2;
            pc++;
            break;
        default: // halt
            pc = LEN;
            break;
        }
    }
    out[id] = acc;
    steps[id] = n;
}
