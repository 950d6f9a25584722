// The system types apps name as `UTType` constants, with the identifiers of
// Apple's UTCoreTypes.h. Their conformances, extensions and MIME types are in
// SystemTypeDeclarations.swift.

extension UTType {
    /// A generic base type for most things (files, directories).
    ///
    /// Identifier: `public.item`.
    public static let item = UTType(uncheckedIdentifier: "public.item")

    /// A base type for anything containing user-viewable document content.
    ///
    /// Identifier: `public.content`.
    public static let content = UTType(uncheckedIdentifier: "public.content")

    /// A base type for content formats supporting mixed embedded content.
    ///
    /// Identifier: `public.composite-content`.
    public static let compositeContent = UTType(uncheckedIdentifier: "public.composite-content")

    /// A data item mountable as a volume.
    ///
    /// Identifier: `public.disk-image`.
    public static let diskImage = UTType(uncheckedIdentifier: "public.disk-image")

    /// A base type for any sort of simple byte stream, including files and in-memory data.
    ///
    /// Identifier: `public.data`.
    public static let data = UTType(uncheckedIdentifier: "public.data")

    /// A file system directory (packages and folders).
    ///
    /// Identifier: `public.directory`.
    public static let directory = UTType(uncheckedIdentifier: "public.directory")

    /// The type symbolic links and alias files conform to.
    ///
    /// Identifier: `com.apple.resolvable`.
    public static let resolvable = UTType(uncheckedIdentifier: "com.apple.resolvable")

    /// A symbolic link.
    ///
    /// Identifier: `public.symlink`.
    public static let symbolicLink = UTType(uncheckedIdentifier: "public.symlink")

    /// An executable item.
    ///
    /// Identifier: `public.executable`.
    public static let executable = UTType(uncheckedIdentifier: "public.executable")

    /// A volume mount point.
    ///
    /// Identifier: `com.apple.mount-point`.
    public static let mountPoint = UTType(uncheckedIdentifier: "com.apple.mount-point")

    /// A fully formed alias file.
    ///
    /// Identifier: `com.apple.alias-file`.
    public static let aliasFile = UTType(uncheckedIdentifier: "com.apple.alias-file")

    /// A URL bookmark.
    ///
    /// Identifier: `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(uncheckedIdentifier: "com.apple.bookmark")

    /// Any URL.
    ///
    /// Identifier: `public.url`.
    public static let url = UTType(uncheckedIdentifier: "public.url")

    /// A URL with the scheme `file:`.
    ///
    /// Identifier: `public.file-url`.
    public static let fileURL = UTType(uncheckedIdentifier: "public.file-url")

    /// The base type for all text-encoded data, including text with markup.
    ///
    /// Identifier: `public.text`.
    public static let text = UTType(uncheckedIdentifier: "public.text")

    /// Text with no markup and an unspecified encoding (`txt`).
    ///
    /// Identifier: `public.plain-text`.
    public static let plainText = UTType(uncheckedIdentifier: "public.plain-text")

    /// Plain text encoded as UTF-8.
    ///
    /// Identifier: `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(uncheckedIdentifier: "public.utf8-plain-text")

    /// Plain text encoded as UTF-16 with a byte order mark, or big-endian.
    ///
    /// Identifier: `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(uncheckedIdentifier: "public.utf16-external-plain-text")

    /// Plain text encoded as UTF-16 in native byte order.
    ///
    /// Identifier: `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(uncheckedIdentifier: "public.utf16-plain-text")

    /// Text containing delimited values.
    ///
    /// Identifier: `public.delimited-values-text`.
    public static let delimitedText = UTType(uncheckedIdentifier: "public.delimited-values-text")

    /// Text containing comma-separated values (`csv`).
    ///
    /// Identifier: `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(uncheckedIdentifier: "public.comma-separated-values-text")

    /// Text containing tab-separated values (`tsv`).
    ///
    /// Identifier: `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(uncheckedIdentifier: "public.tab-separated-values-text")

    /// UTF-8 encoded text containing tab-separated values.
    ///
    /// Identifier: `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(uncheckedIdentifier: "public.utf8-tab-separated-values-text")

    /// Rich Text Format data (`rtf`).
    ///
    /// Identifier: `public.rtf`.
    public static let rtf = UTType(uncheckedIdentifier: "public.rtf")

    /// Any version of HTML (`html`, `htm`).
    ///
    /// Identifier: `public.html`.
    public static let html = UTType(uncheckedIdentifier: "public.html")

    /// Generic XML (`xml`).
    ///
    /// Identifier: `public.xml`.
    public static let xml = UTType(uncheckedIdentifier: "public.xml")

    /// YAML (`yaml`, `yml`).
    ///
    /// Identifier: `public.yaml`.
    public static let yaml = UTType(uncheckedIdentifier: "public.yaml")

    /// Source code of any language.
    ///
    /// Identifier: `public.source-code`.
    public static let sourceCode = UTType(uncheckedIdentifier: "public.source-code")

    /// Assembly language source (`s`).
    ///
    /// Identifier: `public.assembly-source`.
    public static let assemblyLanguageSource = UTType(uncheckedIdentifier: "public.assembly-source")

    /// C source code (`c`).
    ///
    /// Identifier: `public.c-source`.
    public static let cSource = UTType(uncheckedIdentifier: "public.c-source")

    /// Objective-C source code (`m`).
    ///
    /// Identifier: `public.objective-c-source`.
    public static let objectiveCSource = UTType(uncheckedIdentifier: "public.objective-c-source")

    /// Swift source code (`swift`).
    ///
    /// Identifier: `public.swift-source`.
    public static let swiftSource = UTType(uncheckedIdentifier: "public.swift-source")

    /// C++ source code (`cpp`, `cp`, ...).
    ///
    /// Identifier: `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType(uncheckedIdentifier: "public.c-plus-plus-source")

    /// Objective-C++ source code (`mm`).
    ///
    /// Identifier: `public.objective-c-plus-plus-source`.
    public static let objectiveCPlusPlusSource = UTType(uncheckedIdentifier: "public.objective-c-plus-plus-source")

    /// A C header (`h`).
    ///
    /// Identifier: `public.c-header`.
    public static let cHeader = UTType(uncheckedIdentifier: "public.c-header")

    /// A C++ header (`hpp`, ...).
    ///
    /// Identifier: `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType(uncheckedIdentifier: "public.c-plus-plus-header")

    /// A base type for any scripting language source.
    ///
    /// Identifier: `public.script`.
    public static let script = UTType(uncheckedIdentifier: "public.script")

    /// An AppleScript text-based script (`applescript`).
    ///
    /// Identifier: `com.apple.applescript.text`.
    public static let appleScript = UTType(uncheckedIdentifier: "com.apple.applescript.text")

    /// An Open Scripting Architecture binary script (`scpt`).
    ///
    /// Identifier: `com.apple.applescript.script`.
    public static let osaScript = UTType(uncheckedIdentifier: "com.apple.applescript.script")

    /// An Open Scripting Architecture script bundle (`scptd`).
    ///
    /// Identifier: `com.apple.applescript.script-bundle`.
    public static let osaScriptBundle = UTType(uncheckedIdentifier: "com.apple.applescript.script-bundle")

    /// JavaScript source code (`js`).
    ///
    /// Identifier: `com.netscape.javascript-source`.
    public static let javaScript = UTType(uncheckedIdentifier: "com.netscape.javascript-source")

    /// The base type for shell scripts (`sh`).
    ///
    /// Identifier: `public.shell-script`.
    public static let shellScript = UTType(uncheckedIdentifier: "public.shell-script")

    /// A Perl script (`pl`).
    ///
    /// Identifier: `public.perl-script`.
    public static let perlScript = UTType(uncheckedIdentifier: "public.perl-script")

    /// A Python script (`py`).
    ///
    /// Identifier: `public.python-script`.
    public static let pythonScript = UTType(uncheckedIdentifier: "public.python-script")

    /// A Ruby script (`rb`).
    ///
    /// Identifier: `public.ruby-script`.
    public static let rubyScript = UTType(uncheckedIdentifier: "public.ruby-script")

    /// A PHP script (`php`).
    ///
    /// Identifier: `public.php-script`.
    public static let phpScript = UTType(uncheckedIdentifier: "public.php-script")

    /// A makefile.
    ///
    /// Identifier: `public.make-source`.
    public static let makefile = UTType(uncheckedIdentifier: "public.make-source")

    /// JavaScript Object Notation (JSON) data (`json`).
    ///
    /// Identifier: `public.json`.
    public static let json = UTType(uncheckedIdentifier: "public.json")

    /// GeoJSON data (`geojson`).
    ///
    /// Identifier: `public.geojson`.
    public static let geoJSON = UTType(uncheckedIdentifier: "public.geojson")

    /// A base type for property lists (`plist`).
    ///
    /// Identifier: `com.apple.property-list`.
    public static let propertyList = UTType(uncheckedIdentifier: "com.apple.property-list")

    /// An XML property list.
    ///
    /// Identifier: `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType(uncheckedIdentifier: "com.apple.xml-property-list")

    /// A binary property list.
    ///
    /// Identifier: `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType(uncheckedIdentifier: "com.apple.binary-property-list")

    /// An Adobe PDF document (`pdf`).
    ///
    /// Identifier: `com.adobe.pdf`.
    public static let pdf = UTType(uncheckedIdentifier: "com.adobe.pdf")

    /// A Rich Text Format Directory document (`rtfd`).
    ///
    /// Identifier: `com.apple.rtfd`.
    public static let rtfd = UTType(uncheckedIdentifier: "com.apple.rtfd")

    /// A flattened RTFD document.
    ///
    /// Identifier: `com.apple.flat-rtfd`.
    public static let flatRTFD = UTType(uncheckedIdentifier: "com.apple.flat-rtfd")

    /// The WebKit web archive format (`webarchive`).
    ///
    /// Identifier: `com.apple.webarchive`.
    public static let webArchive = UTType(uncheckedIdentifier: "com.apple.webarchive")

    /// A base type for abstract image data.
    ///
    /// Identifier: `public.image`.
    public static let image = UTType(uncheckedIdentifier: "public.image")

    /// A JPEG image (`jpeg`, `jpg`).
    ///
    /// Identifier: `public.jpeg`.
    public static let jpeg = UTType(uncheckedIdentifier: "public.jpeg")

    /// A TIFF image (`tiff`, `tif`).
    ///
    /// Identifier: `public.tiff`.
    public static let tiff = UTType(uncheckedIdentifier: "public.tiff")

    /// A GIF image (`gif`).
    ///
    /// Identifier: `com.compuserve.gif`.
    public static let gif = UTType(uncheckedIdentifier: "com.compuserve.gif")

    /// A PNG image (`png`).
    ///
    /// Identifier: `public.png`.
    public static let png = UTType(uncheckedIdentifier: "public.png")

    /// Apple icon data (`icns`).
    ///
    /// Identifier: `com.apple.icns`.
    public static let icns = UTType(uncheckedIdentifier: "com.apple.icns")

    /// A Windows bitmap (`bmp`).
    ///
    /// Identifier: `com.microsoft.bmp`.
    public static let bmp = UTType(uncheckedIdentifier: "com.microsoft.bmp")

    /// Windows icon data (`ico`).
    ///
    /// Identifier: `com.microsoft.ico`.
    public static let ico = UTType(uncheckedIdentifier: "com.microsoft.ico")

    /// A base type for raw image data.
    ///
    /// Identifier: `public.camera-raw-image`.
    public static let rawImage = UTType(uncheckedIdentifier: "public.camera-raw-image")

    /// A Scalable Vector Graphics image (`svg`).
    ///
    /// Identifier: `public.svg-image`.
    public static let svg = UTType(uncheckedIdentifier: "public.svg-image")

    /// A Live Photo.
    ///
    /// Identifier: `com.apple.live-photo`.
    public static let livePhoto = UTType(uncheckedIdentifier: "com.apple.live-photo")

    /// A High Efficiency Image File Format image (`heif`).
    ///
    /// Identifier: `public.heif`.
    public static let heif = UTType(uncheckedIdentifier: "public.heif")

    /// A High Efficiency Image Coding image (`heic`).
    ///
    /// Identifier: `public.heic`.
    public static let heic = UTType(uncheckedIdentifier: "public.heic")

    /// A WebP image (`webp`).
    ///
    /// Identifier: `org.webmproject.webp`.
    public static let webP = UTType(uncheckedIdentifier: "org.webmproject.webp")

    /// A base type for 3D content.
    ///
    /// Identifier: `public.3d-content`.
    public static let threeDContent = UTType(uncheckedIdentifier: "public.3d-content")

    /// Universal Scene Description content (`usd`).
    ///
    /// Identifier: `com.pixar.universal-scene-description`.
    public static let usd = UTType(uncheckedIdentifier: "com.pixar.universal-scene-description")

    /// Universal Scene Description package content (`usdz`).
    ///
    /// Identifier: `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType(uncheckedIdentifier: "com.pixar.universal-scene-description-mobile")

    /// A Reality file (`reality`).
    ///
    /// Identifier: `com.apple.reality`.
    public static let realityFile = UTType(uncheckedIdentifier: "com.apple.reality")

    /// A SceneKit serialized scene (`scn`).
    ///
    /// Identifier: `com.apple.scenekit.scene`.
    public static let sceneKitScene = UTType(uncheckedIdentifier: "com.apple.scenekit.scene")

    /// An AR reference object (`arobject`).
    ///
    /// Identifier: `com.apple.arobject`.
    public static let arReferenceObject = UTType(uncheckedIdentifier: "com.apple.arobject")

    /// Any audio and/or video content.
    ///
    /// Identifier: `public.audiovisual-content`.
    public static let audiovisualContent = UTType(uncheckedIdentifier: "public.audiovisual-content")

    /// A media format which may contain both video and audio.
    ///
    /// Identifier: `public.movie`.
    public static let movie = UTType(uncheckedIdentifier: "public.movie")

    /// Pure video data with no audio data.
    ///
    /// Identifier: `public.video`.
    public static let video = UTType(uncheckedIdentifier: "public.video")

    /// Pure audio data with no video data.
    ///
    /// Identifier: `public.audio`.
    public static let audio = UTType(uncheckedIdentifier: "public.audio")

    /// A QuickTime movie (`mov`).
    ///
    /// Identifier: `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(uncheckedIdentifier: "com.apple.quicktime-movie")

    /// An MPEG-1 or MPEG-2 movie (`mpg`).
    ///
    /// Identifier: `public.mpeg`.
    public static let mpeg = UTType(uncheckedIdentifier: "public.mpeg")

    /// An MPEG-2 video (`m2v`).
    ///
    /// Identifier: `public.mpeg-2-video`.
    public static let mpeg2Video = UTType(uncheckedIdentifier: "public.mpeg-2-video")

    /// The MPEG-2 transport stream movie format (`ts`).
    ///
    /// Identifier: `public.mpeg-2-transport-stream`.
    public static let mpeg2TransportStream = UTType(uncheckedIdentifier: "public.mpeg-2-transport-stream")

    /// MP3 audio (`mp3`).
    ///
    /// Identifier: `public.mp3`.
    public static let mp3 = UTType(uncheckedIdentifier: "public.mp3")

    /// An MPEG-4 movie (`mp4`).
    ///
    /// Identifier: `public.mpeg-4`.
    public static let mpeg4Movie = UTType(uncheckedIdentifier: "public.mpeg-4")

    /// An MPEG-4 audio layer file (`m4a`).
    ///
    /// Identifier: `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(uncheckedIdentifier: "public.mpeg-4-audio")

    /// The Apple protected MPEG-4 audio format (`m4p`).
    ///
    /// Identifier: `com.apple.protected-mpeg-4-audio`.
    public static let appleProtectedMPEG4Audio = UTType(uncheckedIdentifier: "com.apple.protected-mpeg-4-audio")

    /// An Apple protected MPEG-4 movie.
    ///
    /// Identifier: `com.apple.protected-mpeg-4-video`.
    public static let appleProtectedMPEG4Video = UTType(uncheckedIdentifier: "com.apple.protected-mpeg-4-video")

    /// The AVI movie format (`avi`).
    ///
    /// Identifier: `public.avi`.
    public static let avi = UTType(uncheckedIdentifier: "public.avi")

    /// The AIFF audio format (`aiff`, `aif`).
    ///
    /// Identifier: `public.aiff-audio`.
    public static let aiff = UTType(uncheckedIdentifier: "public.aiff-audio")

    /// The Microsoft waveform audio format (`wav`).
    ///
    /// Identifier: `com.microsoft.waveform-audio`.
    public static let wav = UTType(uncheckedIdentifier: "com.microsoft.waveform-audio")

    /// The MIDI audio format (`mid`, `midi`).
    ///
    /// Identifier: `public.midi-audio`.
    public static let midi = UTType(uncheckedIdentifier: "public.midi-audio")

    /// The base type for playlists.
    ///
    /// Identifier: `public.playlist`.
    public static let playlist = UTType(uncheckedIdentifier: "public.playlist")

    /// An M3U or M3U8 playlist (`m3u`, `m3u8`).
    ///
    /// Identifier: `public.m3u-playlist`.
    public static let m3uPlaylist = UTType(uncheckedIdentifier: "public.m3u-playlist")

    /// A user-browsable directory (that is, not a package).
    ///
    /// Identifier: `public.folder`.
    public static let folder = UTType(uncheckedIdentifier: "public.folder")

    /// The root folder of a volume or mount point.
    ///
    /// Identifier: `public.volume`.
    public static let volume = UTType(uncheckedIdentifier: "public.volume")

    /// A packaged directory, shown to people as if it were a file.
    ///
    /// Identifier: `com.apple.package`.
    public static let package = UTType(uncheckedIdentifier: "com.apple.package")

    /// A directory conforming to one of the bundle layouts.
    ///
    /// Identifier: `com.apple.bundle`.
    public static let bundle = UTType(uncheckedIdentifier: "com.apple.bundle")

    /// The base type for bundle-based plug-ins.
    ///
    /// Identifier: `com.apple.plugin`.
    public static let pluginBundle = UTType(uncheckedIdentifier: "com.apple.plugin")

    /// A Spotlight metadata importer bundle.
    ///
    /// Identifier: `com.apple.metadata-importer`.
    public static let spotlightImporter = UTType(uncheckedIdentifier: "com.apple.metadata-importer")

    /// A Quick Look preview generator bundle.
    ///
    /// Identifier: `com.apple.quicklook-generator`.
    public static let quickLookGenerator = UTType(uncheckedIdentifier: "com.apple.quicklook-generator")

    /// An XPC service bundle.
    ///
    /// Identifier: `com.apple.xpc-service`.
    public static let xpcService = UTType(uncheckedIdentifier: "com.apple.xpc-service")

    /// A framework bundle.
    ///
    /// Identifier: `com.apple.framework`.
    public static let framework = UTType(uncheckedIdentifier: "com.apple.framework")

    /// The base type for applications.
    ///
    /// Identifier: `com.apple.application`.
    public static let application = UTType(uncheckedIdentifier: "com.apple.application")

    /// A bundled application (`app`).
    ///
    /// Identifier: `com.apple.application-bundle`.
    public static let applicationBundle = UTType(uncheckedIdentifier: "com.apple.application-bundle")

    /// An application extension (`appex`).
    ///
    /// Identifier: `com.apple.application-and-system-extension`.
    public static let applicationExtension = UTType(uncheckedIdentifier: "com.apple.application-and-system-extension")

    /// A Unix executable (flat file).
    ///
    /// Identifier: `public.unix-executable`.
    public static let unixExecutable = UTType(uncheckedIdentifier: "public.unix-executable")

    /// A Windows executable (`exe`).
    ///
    /// Identifier: `com.microsoft.windows-executable`.
    public static let exe = UTType(uncheckedIdentifier: "com.microsoft.windows-executable")

    /// A System Settings pane.
    ///
    /// Identifier: `com.apple.systempreference.prefpane`.
    public static let systemPreferencesPane = UTType(uncheckedIdentifier: "com.apple.systempreference.prefpane")

    /// An archive of files and directories.
    ///
    /// Identifier: `public.archive`.
    public static let archive = UTType(uncheckedIdentifier: "public.archive")

    /// A GNU zip archive (`gz`).
    ///
    /// Identifier: `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(uncheckedIdentifier: "org.gnu.gnu-zip-archive")

    /// A bzip2 archive (`bz2`).
    ///
    /// Identifier: `public.bzip2-archive`.
    public static let bz2 = UTType(uncheckedIdentifier: "public.bzip2-archive")

    /// A zip archive (`zip`).
    ///
    /// Identifier: `public.zip-archive`.
    public static let zip = UTType(uncheckedIdentifier: "public.zip-archive")

    /// An Apple Archive (`aar`).
    ///
    /// Identifier: `com.apple.archive`.
    public static let appleArchive = UTType(uncheckedIdentifier: "com.apple.archive")

    /// A tar archive (`tar`).
    ///
    /// Identifier: `public.tar-archive`.
    public static let tarArchive = UTType(uncheckedIdentifier: "public.tar-archive")

    /// A base type for spreadsheet documents.
    ///
    /// Identifier: `public.spreadsheet`.
    public static let spreadsheet = UTType(uncheckedIdentifier: "public.spreadsheet")

    /// A base type for presentation documents.
    ///
    /// Identifier: `public.presentation`.
    public static let presentation = UTType(uncheckedIdentifier: "public.presentation")

    /// A database store.
    ///
    /// Identifier: `public.database`.
    public static let database = UTType(uncheckedIdentifier: "public.database")

    /// A base type for messages (email, instant messages, and so on).
    ///
    /// Identifier: `public.message`.
    public static let message = UTType(uncheckedIdentifier: "public.message")

    /// Contact information, for a person, group or organization.
    ///
    /// Identifier: `public.contact`.
    public static let contact = UTType(uncheckedIdentifier: "public.contact")

    /// A vCard file (`vcf`).
    ///
    /// Identifier: `public.vcard`.
    public static let vCard = UTType(uncheckedIdentifier: "public.vcard")

    /// A to-do item.
    ///
    /// Identifier: `public.to-do-item`.
    public static let toDoItem = UTType(uncheckedIdentifier: "public.to-do-item")

    /// A calendar event.
    ///
    /// Identifier: `public.calendar-event`.
    public static let calendarEvent = UTType(uncheckedIdentifier: "public.calendar-event")

    /// An email message (`eml`).
    ///
    /// Identifier: `public.email-message`.
    public static let emailMessage = UTType(uncheckedIdentifier: "public.email-message")

    /// A base type for Apple internet location files (`inetloc`).
    ///
    /// Identifier: `com.apple.internet-location`.
    public static let internetLocation = UTType(uncheckedIdentifier: "com.apple.internet-location")

    /// A Microsoft internet shortcut file (`url`).
    ///
    /// Identifier: `com.microsoft.internet-shortcut`.
    public static let internetShortcut = UTType(uncheckedIdentifier: "com.microsoft.internet-shortcut")

    /// A base type for fonts.
    ///
    /// Identifier: `public.font`.
    public static let font = UTType(uncheckedIdentifier: "public.font")

    /// A bookmark.
    ///
    /// Identifier: `public.bookmark`.
    public static let bookmark = UTType(uncheckedIdentifier: "public.bookmark")

    /// PKCS #12 data (`p12`).
    ///
    /// Identifier: `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType(uncheckedIdentifier: "com.rsa.pkcs-12")

    /// An X.509 certificate (`cer`).
    ///
    /// Identifier: `public.x509-certificate`.
    public static let x509Certificate = UTType(uncheckedIdentifier: "public.x509-certificate")

    /// The EPUB format (`epub`).
    ///
    /// Identifier: `org.idpf.epub-container`.
    public static let epub = UTType(uncheckedIdentifier: "org.idpf.epub-container")

    /// A base type for console logs (`log`).
    ///
    /// Identifier: `public.log`.
    public static let log = UTType(uncheckedIdentifier: "public.log")

    /// An Apple Haptic Audio Pattern file (`ahap`).
    ///
    /// Identifier: `com.apple.haptics.ahap`.
    public static let ahap = UTType(uncheckedIdentifier: "com.apple.haptics.ahap")

    /// Link Presentation metadata.
    ///
    /// Identifier: `com.apple.linkpresentation.metadata`.
    public static let linkPresentationMetadata = UTType(uncheckedIdentifier: "com.apple.linkpresentation.metadata")
}
