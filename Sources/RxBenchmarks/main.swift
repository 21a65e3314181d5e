import RxCore
import OpenCombine

print("benchmarks: not yet written")
