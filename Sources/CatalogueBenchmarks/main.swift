import Catalogue

print("catalogue benchmarks: not yet written")
try runImportBenchmark()
