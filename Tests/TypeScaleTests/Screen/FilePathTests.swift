import Testing
@testable import TypeScale

struct FilePathTests {
    @Test(arguments: [("b", ""), ("screen.json", ""), ("a/b", "a"), ("/b", "/"), ("/x/y/z.json", "/x/y"), ("./b", ".")])
    func theDirectoryIsEverythingBeforeTheLastSlash(path: String, directory: String) {
        #expect(FilePath.directory(of: path) == directory)
    }

    @Test(arguments: [("b", "b"), ("a/Main.storyboard", "Main"), (".hidden", ".hidden"), ("x/y.tar.gz", "y.tar")])
    func theBaseNameDropsFolderAndExtension(path: String, base: String) {
        #expect(FilePath.baseName(of: path) == base)
    }
}
