/// What a command's output was made from, kept until the process exits instead of freed on
/// the way out: the operating system takes a process's memory back at once, while freeing a
/// loaded screen object by object (its views, JSON nodes and shapings) and its layouts cost
/// 2.5 % of the instructions of laying out a 2,000-view form. Only for values the command
/// is done with, in a process that runs one command.
enum KeptUntilExit {
    // One command per process, on the main thread: nothing else touches it.
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        values.append(value)
    }
}
