package good

// Prose about simtc:launch and generated kernels are not scanners.
const help = "the file's simtc:launch directive gives the launch"

const gen = "// simtc:launch grid=1 block=32\n"

const obj = ".simt"
