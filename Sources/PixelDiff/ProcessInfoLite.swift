#if canImport(Glibc)
    import Glibc
#endif

/// The processor count without Foundation (this target stays dependency-free).
enum ProcessInfoLite {
    static var activeProcessorCount: Int {
        #if canImport(Glibc)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 4
        #endif
    }
}
