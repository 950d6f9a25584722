public import Logging

extension WebDisplay {
    /// Where and how a web display serves.
    public struct Configuration: Sendable {
        /// The address to listen on. Loopback (the default) keeps the display to
        /// this machine; anything else is announced with a warning.
        public var host: String
        /// The port to listen on; 0 takes any free port (see ``WebDisplay/port``).
        public var port: Int
        /// Further `Host` header values to accept, as `name` or `name:port`, for
        /// a display bound beyond loopback and reached by a machine's name.
        public var additionalAllowedHosts: [String]
        /// The largest message a page may send; a larger one is dropped unread.
        public var maxMessageSize: Int
        /// How many updates may queue for a slow page before it is made to
        /// reconnect and start over from a snapshot.
        public var maxQueuedUpdates: Int
        /// Where the display logs refused requests and dropped messages.
        public var logger: Logger
        /// The access secret to serve with; nil (the default) makes a new one
        /// for this launch. Set only from a ``DisplayLease`` the app kept.
        var token: String?
        /// How often the display pings each page; a page whose end has not
        /// acknowledged what it was sent (those pings among it) for two
        /// intervals is disconnected. Tests whose client stops reading for
        /// longer (a flood on another connection on a busy machine) lengthen it.
        var pingInterval: Duration = .seconds(20)

        public init(host: String = "127.0.0.1", port: Int = 0, additionalAllowedHosts: [String] = [],
                    maxMessageSize: Int = 1 << 20, maxQueuedUpdates: Int = 4096,
                    logger: Logger = Logger(label: "proscenium.web")) {
            self.host = host
            self.port = port
            self.additionalAllowedHosts = additionalAllowedHosts
            self.maxMessageSize = maxMessageSize
            self.maxQueuedUpdates = maxQueuedUpdates
            self.logger = logger
        }
    }
}
