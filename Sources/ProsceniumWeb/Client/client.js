// The browser client. See docs/PROTOCOL.md.
