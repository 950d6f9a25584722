// `import OSLog`: the `os` module's logging, and `OSLogStore` to read it back.
@_exported import os
