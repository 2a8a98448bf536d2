#ifndef CALLOCATOR_H
#define CALLOCATOR_H
/// Hands the C allocator's free memory back to the system (glibc's malloc_trim); returns whether
/// any was released. A no-op returning 0 where the allocator has no such call.
int callocator_release_free_memory(void);
#endif
