import Foundation

// The command line: parse, call the library, map errors to exit codes (SPEC §2).
exit(Console.finish(TypeScaleCommand.run(Array(CommandLine.arguments.dropFirst()))))
