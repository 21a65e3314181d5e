#ifndef TAPROOM_ALLOCATION_COUNTER_H
#define TAPROOM_ALLOCATION_COUNTER_H
/// Heap allocations made by this process so far (malloc, calloc, realloc, aligned forms).
unsigned long long taproom_allocation_count(void);
#endif
