#if canImport(Glibc)
    import Glibc
#endif

/// The processor count without Foundation (this target stays dependency-free).
enum ProcessorCount {
    static var online: Int {
        #if canImport(Glibc)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 4
        #endif
    }
}
