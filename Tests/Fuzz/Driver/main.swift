import Foundation
import TypeScaleFuzzing

// `typescale-fuzz`: under libFuzzer (built with `-sanitize=fuzzer`, `make fuzz`) it hands
// its arguments to `LLVMFuzzerRunDriver`; in a plain build, where that symbol is absent, it
// replays the files (or the files in the folders) it is given once each, as `make test` does
// with Tests/FuzzRegressions. Looked up at run time so that both builds link.

/// libFuzzer's per-input entry: a sample of the environments per input (replays do them all).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = FuzzHarness.run(bytes, depth: .sampled)
    return 0
}

typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
typealias RunDriver = @convention(c) (
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>, TestOneInput
) -> Int32

/// CPU time this process has used, in milliseconds (a loaded machine does not inflate it).
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Replays every file named (folders: their files, sorted by name); prints one line each.
func replay(_ paths: [String]) -> Int32 {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("typescale-fuzz: no such file '\(path)'\n".utf8))
            return 2
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files += names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        } else {
            files.append(path)
        }
    }
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("typescale-fuzz: cannot read '\(file)'\n".utf8))
            return 2
        }
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = cpuMilliseconds()
        let outcome = FuzzHarness.run([UInt8](data))
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        print("\(file): \(outcome) in \(String(format: "%.1f", milliseconds)) ms, CPU \(String(format: "%.1f", cpuMilliseconds() - startCPU)) ms")
    }
    return 0
}

// A replay may be given a CPU-time budget (the regression tests do): the kernel stops the
// process when it is spent, so a hang fails however loaded the machine is.
if let seconds = ProcessInfo.processInfo.environment["TYPESCALE_FUZZ_CPU_SECONDS"].flatMap(rlim_t.init) {
    var limit = rlimit(rlim_cur: seconds, rlim_max: seconds + 5)
    setrlimit(Int32(RLIMIT_CPU.rawValue), &limit)
}

// The program's own global scope: found when libFuzzer is linked in and exported.
if let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") {
    let runDriver = unsafeBitCast(symbol, to: RunDriver.self)
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv, fuzzOneInput))
}
exit(replay(Array(CommandLine.arguments.dropFirst())))
