// FileWrapper
