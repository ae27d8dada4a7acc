import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How often a case runs: at least `minimum` times, then on until `budget` seconds have been
/// spent or `maximum` runs made. Medians of a handful of runs are stable for the big cases;
/// the small ones take many runs because each is microseconds.
struct RunPolicy {
    var minimum: Int
    var maximum: Int
    var budget: Double

    /// One of each run, for smoke tests (`--quick`).
    static let once = RunPolicy(minimum: 1, maximum: 1, budget: 0)
}

/// The median of a case's runs, in seconds.
struct Timing {
    var median: Double
    var runs: Int
}

enum Stopwatch {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds one call of `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start) / 1e9
    }

    /// Runs `body` as the policy says and returns the median. `body` gets the run number, so
    /// a re-solve can step through its constants. A case so slow that its minimum would take
    /// more than three budgets stops early (a single run when one run exceeds the budget).
    /// `untimed` runs before each run but the first, outside the clock (freeing the previous
    /// run's solver: at 10,000 views that took a third of a build's time).
    static func measure(_ policy: RunPolicy, untimed: () -> Void = {}, _ body: (Int) throws -> Void) rethrows -> Timing {
        var samples: [Double] = []
        var spent = 0.0
        while samples.isEmpty || samples.count < policy.maximum && (spent < policy.budget || (samples.count < policy.minimum && spent < 3 * policy.budget)) {
            let run = samples.count
            if run > 0 { untimed() }
            let seconds = try time { try body(run) }
            samples.append(seconds)
            spent += seconds
        }
        return Timing(median: median(samples), runs: samples.count)
    }

    /// Runs `first` and `second` alternately, one of each per round (in turn first), as the policy says (the
    /// budget counts both), and returns each side's median and the median of the rounds'
    /// ratios. Alternating puts both sides under the same machine: on this 2-core box a
    /// side's median moved by half between back-to-back blocks (5 to 7.5 ms for the same
    /// work), which a ratio of two blocks reads as a change of the code.
    static func measurePair(_ policy: RunPolicy, _ first: () throws -> Void, _ second: () throws -> Void) rethrows
        -> (first: Timing, second: Timing, ratio: Double) {
        var firsts: [Double] = []
        var seconds: [Double] = []
        var spent = 0.0
        while firsts.isEmpty || firsts.count < policy.maximum && (spent < policy.budget || (firsts.count < policy.minimum && spent < 3 * policy.budget)) {
            // Each side goes first in every other round, so neither always runs on the
            // other's warm caches.
            let (a, b): (Double, Double)
            if firsts.count % 2 == 0 {
                a = try time(first)
                b = try time(second)
            } else {
                b = try time(second)
                a = try time(first)
            }
            firsts.append(a)
            seconds.append(b)
            spent += a + b
        }
        let ratios = zip(firsts, seconds).map { $0 / $1 }
        return (Timing(median: median(firsts), runs: firsts.count), Timing(median: median(seconds), runs: seconds.count), median(ratios))
    }

    /// The middle sample (the mean of the two middle ones for an even count).
    static func median(_ samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The process's peak resident memory so far (getrusage ru_maxrss), in kilobytes. Monotone:
/// read after each case, it says what the biggest case so far needed.
func peakMemoryKilobytes() -> Int {
    var usage = rusage()
    #if os(Linux)
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
    #else
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss) / 1024
    #endif
}
