/// The system types this module declares: the Linux stand-in for the type
/// declarations macOS ships in CoreServices.
///
/// Identifiers and direct conformances follow Apple's `UTCoreTypes.h`. Where
/// that header names no supertype for a concrete file format (archives, disk
/// images, fonts, logs), `public.data` is used, as macOS's own declarations
/// do, so that such files are treated as data. A few types that the header
/// only refers to (`public.heif-standard`, `com.pkware.zip-archive`, ...) and a
/// few common formats without a `UTType` constant (Markdown, CSS, TAR, ISO
/// images, TrueType and OpenType fonts, iCalendar) are declared too, so that
/// their extensions resolve. Descriptions are English and not localised.
enum SystemTypeDeclarations {
    /// One row: identifier, direct supertypes, filename extensions, MIME types,
    /// description. The first extension and MIME type are the preferred ones.
    private typealias Row = (String, [String], [String], [String], String)

    private static let rows: [Row] = [
        // Abstract base types
        ("public.item", [], [], [], "item"),
        ("public.content", [], [], [], "content"),
        ("public.composite-content", ["public.content"], [], [], "composite content"),
        ("public.disk-image", ["public.data", "public.archive"], [], [], "disk image"),
        ("com.apple.disk-image-udif", ["public.disk-image"], ["dmg"], ["application/x-apple-diskimage"], "disk image"),
        ("public.iso-image", ["public.disk-image"], ["iso", "cdr"], ["application/x-iso9660-image"], "ISO disk image"),
        // Concrete base types
        ("public.data", ["public.item"], [], [], "data"),
        ("public.directory", ["public.item"], [], [], "directory"),
        ("com.apple.resolvable", [], [], [], "resolvable item"),
        ("public.symlink", ["public.item", "com.apple.resolvable"], [], [], "symbolic link"),
        ("public.executable", ["public.item"], [], [], "executable"),
        ("com.apple.mount-point", ["public.item", "com.apple.resolvable"], [], [], "mount point"),
        ("com.apple.alias-file", ["public.data", "com.apple.resolvable"], [], [], "alias"),
        ("com.apple.bookmark", ["public.data", "com.apple.resolvable"], [], [], "bookmark data"),
        // URL types
        ("public.url", ["public.data"], [], [], "URL"),
        ("public.file-url", ["public.url"], [], [], "file URL"),
        // Text types
        ("public.text", ["public.data", "public.content"], [], [], "text"),
        ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text document"),
        ("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode (UTF-8) text"),
        ("public.utf16-external-plain-text", ["public.plain-text"], ["utxt"], [], "Unicode (UTF-16) text"),
        ("public.utf16-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-16"], "Unicode (UTF-16) text"),
        ("public.delimited-values-text", ["public.text"], [], [], "delimited values text"),
        ("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], "comma-separated values"),
        ("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        ("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text", "public.utf8-plain-text"], [], [], "UTF-8 tab-separated values"),
        ("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text document"),
        ("net.daringfireball.markdown", ["public.plain-text"], ["md", "markdown", "mdown"], ["text/markdown", "text/x-markdown"], "Markdown document"),
        ("public.css", ["public.plain-text"], ["css"], ["text/css"], "CSS style sheet"),
        // Markup languages
        ("public.html", ["public.text"], ["html", "htm", "shtml"], ["text/html"], "HTML document"),
        ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML document"),
        ("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml", "text/yaml", "application/yaml"], "YAML document"),
        // Programming languages
        ("public.source-code", ["public.plain-text"], [], [], "source code"),
        ("public.assembly-source", ["public.source-code"], ["s"], [], "assembly source"),
        ("public.c-source", ["public.source-code"], ["c"], ["text/x-c"], "C source"),
        ("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
        ("public.swift-source", ["public.source-code"], ["swift"], ["text/x-swift"], "Swift source"),
        ("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cp", "cc", "cxx", "c++"], ["text/x-c++"], "C++ source"),
        ("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], [], "Objective-C++ source"),
        ("public.c-header", ["public.source-code"], ["h"], [], "C header"),
        ("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hh", "hp", "hxx", "h++"], [], "C++ header"),
        // Scripting languages
        ("public.script", ["public.source-code"], [], [], "script"),
        ("com.apple.applescript.text", ["public.script"], ["applescript"], [], "AppleScript text"),
        ("com.apple.applescript.script", ["public.data", "public.script"], ["scpt"], [], "AppleScript script"),
        ("com.apple.applescript.script-bundle", ["com.apple.bundle", "com.apple.package", "public.script"], ["scptd"], [], "AppleScript script bundle"),
        ("com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js", "mjs", "jscript", "javascript"], ["text/javascript", "application/javascript"], "JavaScript source"),
        ("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh", "text/x-shellscript"], "shell script"),
        ("public.perl-script", ["public.shell-script"], ["pl", "pm"], ["text/x-perl-script", "text/x-perl"], "Perl script"),
        ("public.python-script", ["public.shell-script"], ["py"], ["text/x-python-script", "text/x-python"], "Python script"),
        ("public.ruby-script", ["public.shell-script"], ["rb", "rbw"], ["text/ruby-script", "text/x-ruby"], "Ruby script"),
        ("public.php-script", ["public.shell-script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"], ["text/php", "application/x-php"], "PHP script"),
        ("public.make-source", ["public.script"], ["mk"], [], "Makefile"),
        // Serialized data
        ("public.json", ["public.text"], ["json"], ["application/json"], "JSON document"),
        ("public.geojson", ["public.json"], ["geojson"], ["application/geo+json"], "GeoJSON document"),
        ("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], ["application/x-plist"], "XML property list"),
        ("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        // Composite content
        ("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        ("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text document with attachments"),
        ("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], [], "flat rich text document with attachments"),
        ("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], ["application/x-webarchive"], "web archive"),
        // Images
        ("public.image", ["public.data", "public.content"], [], [], "image"),
        ("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        ("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        ("com.apple.icns", ["public.image"], ["icns"], ["image/icns"], "Apple icon image"),
        ("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp", "image/x-ms-bmp"], "Windows bitmap image"),
        ("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"], "Windows icon image"),
        ("public.camera-raw-image", ["public.image"], ["raw"], [], "raw image"),
        ("public.svg-image", ["public.image"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        ("com.apple.live-photo", [], [], [], "Live Photo"),
        ("public.heif-standard", ["public.image"], [], [], "HEIF standard image"),
        ("public.heif", ["public.heif-standard"], ["heif", "hif"], ["image/heif"], "HEIF image"),
        ("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        // 3D content
        ("public.3d-content", ["public.content"], [], [], "3D content"),
        ("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd", "usda", "usdc"], [], "Universal Scene Description"),
        ("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip", "model/vnd.pixar.usd"], "Universal Scene Description package"),
        ("com.apple.reality", ["public.data"], ["reality"], ["model/vnd.reality"], "Reality file"),
        ("com.apple.scenekit.scene", ["public.3d-content", "public.data"], ["scn"], [], "SceneKit scene"),
        ("com.apple.arobject", ["public.data"], ["arobject"], [], "AR reference object"),
        // Audio and video
        ("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        ("public.movie", ["public.audiovisual-content"], [], [], "movie"),
        ("public.video", ["public.movie"], [], [], "video"),
        ("public.audio", ["public.audiovisual-content"], [], [], "audio"),
        ("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        ("public.mpeg", ["public.movie"], ["mpg", "mpeg", "m75", "m15"], ["video/mpeg", "video/mpg"], "MPEG movie"),
        ("public.mpeg-2-video", ["public.video"], ["m2v"], [], "MPEG-2 video"),
        ("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"], "MPEG-2 transport stream"),
        ("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3", "audio/mpeg3", "audio/x-mpeg-3"], "MP3 audio"),
        ("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4", "video/mp4v"], "MPEG-4 movie"),
        ("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a", "m4b"], ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
        ("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], "MPEG-4 video"),
        ("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], ["audio/mp4p"], "protected MPEG-4 audio"),
        ("com.apple.protected-mpeg-4-video", ["com.apple.m4v-video"], [], [], "protected MPEG-4 video"),
        ("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"], "AVI movie"),
        ("public.aifc-audio", ["public.audio"], ["aifc", "aiffc"], ["audio/x-aifc"], "AIFF-C audio"),
        ("public.aiff-audio", ["public.aifc-audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        ("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/wave", "audio/vnd.wave", "audio/x-wav"], "Waveform audio"),
        ("public.midi-audio", ["public.audio"], ["mid", "midi", "smf", "kar"], ["audio/midi", "audio/x-midi"], "MIDI audio"),
        ("public.playlist", [], [], [], "playlist"),
        ("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl", "application/vnd.apple.mpegurl"], "M3U playlist"),
        // Directories
        ("public.folder", ["public.directory"], [], [], "folder"),
        ("public.volume", ["public.folder"], [], [], "volume"),
        ("com.apple.package", ["public.directory"], [], [], "package"),
        ("com.apple.bundle", ["public.directory"], ["bundle"], [], "bundle"),
        ("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], ["plugin"], [], "plug-in"),
        ("com.apple.metadata-importer", ["com.apple.plugin"], ["mdimporter"], [], "Spotlight importer"),
        ("com.apple.quicklook-generator", ["com.apple.plugin"], ["qlgenerator"], [], "Quick Look generator"),
        ("com.apple.xpc-service", ["com.apple.bundle", "com.apple.package"], ["xpc"], [], "XPC service"),
        ("com.apple.framework", ["com.apple.bundle"], ["framework"], [], "framework"),
        // Applications and executables
        ("com.apple.application", ["public.executable"], [], [], "application"),
        ("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [], "application"),
        ("com.apple.application-and-system-extension", ["com.apple.xpc-service"], ["appex"], [], "application extension"),
        ("public.unix-executable", ["public.data", "public.executable"], [], [], "Unix executable"),
        ("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], ["application/x-msdownload"], "Windows executable"),
        ("com.apple.systempreference.prefpane", ["com.apple.package", "com.apple.bundle"], ["prefPane"], [], "System Settings pane"),
        // Archives
        ("public.archive", ["public.data"], [], [], "archive"),
        ("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"], "gzip archive"),
        ("public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bzip2"], ["application/x-bzip2", "application/x-bzip"], "bzip2 archive"),
        ("com.pkware.zip-archive", ["public.data", "public.archive"], [], [], "ZIP archive"),
        ("public.zip-archive", ["com.pkware.zip-archive"], ["zip"], ["application/zip", "application/x-zip-compressed"], "ZIP archive"),
        ("com.apple.archive", ["public.data", "public.archive"], ["aar"], ["application/x-apple-archive"], "Apple Archive"),
        ("public.tar-archive", ["public.data", "public.archive"], ["tar"], ["application/x-tar", "application/tar"], "tar archive"),
        // Documents
        ("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        ("public.presentation", ["public.composite-content"], [], [], "presentation"),
        ("public.database", [], [], [], "database"),
        // Messages, contacts, calendars
        ("public.message", [], [], [], "message"),
        ("public.contact", [], [], [], "contact"),
        ("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard", "text/directory"], "vCard"),
        ("public.to-do-item", [], [], [], "to-do item"),
        ("public.calendar-event", [], [], [], "calendar event"),
        ("com.apple.ical.ics", ["public.data", "public.calendar-event"], ["ics"], ["text/calendar"], "iCalendar file"),
        ("public.email-message", ["public.message"], ["eml"], ["message/rfc822"], "email message"),
        // Internet locations
        ("com.apple.internet-location", ["public.data"], ["inetloc"], [], "Internet location"),
        ("com.microsoft.internet-shortcut", ["public.data"], ["url"], [], "Internet shortcut"),
        // Miscellaneous
        ("public.font", ["public.data"], [], [], "font"),
        ("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf", "application/x-font-ttf"], "TrueType font"),
        ("public.opentype-font", ["public.font"], ["otf"], ["font/otf", "application/x-font-otf"], "OpenType font"),
        ("public.bookmark", [], [], [], "bookmark"),
        ("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], "PKCS #12 archive"),
        ("public.x509-certificate", ["public.data"], ["cer", "crt", "der", "pem"], ["application/x-x509-ca-cert", "application/pkix-cert"], "X.509 certificate"),
        ("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB document"),
        ("public.log", ["public.data"], ["log"], [], "log"),
        ("com.apple.haptics.ahap", ["public.json"], ["ahap"], [], "haptic pattern"),
        ("com.apple.linkpresentation.metadata", ["public.data"], [], [], "link metadata"),
    ]

    /// The declarations, in table order (which is also the order in which
    /// types claiming the same extension or MIME type are preferred).
    static let all: [TypeDeclaration] = rows.map { row in
        var tags: [UTTagClass: [String]] = [:]
        if !row.2.isEmpty { tags[.filenameExtension] = row.2 }
        if !row.3.isEmpty { tags[.mimeType] = row.3 }
        return TypeDeclaration(
            identifier: row.0,
            origin: .system,
            conformsTo: row.1,
            tags: tags,
            description: row.4
        )
    }
}
