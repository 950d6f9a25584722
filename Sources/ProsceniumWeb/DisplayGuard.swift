import Hummingbird

/// Runs before every route (and before every WebSocket upgrade): refuses a
/// foreign `Host` or a missing token, and puts the security headers on every
/// answer, refusals and errors included.
struct DisplayGuard<Context: RequestContext>: RouterMiddleware {
    let policy: AccessPolicy

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        switch policy.check(request) {
        case let .refuse(status, reason):
            context.logger.notice("refused a request", metadata: [
                "status": "\(status.code)", "path": "\(request.uri.path)",
                "host": "\(request.head.authority ?? "-")",
            ])
            response = .plainText(reason, status: status)
        case .allow:
            do {
                response = try await next(request, context)
            } catch let error as any HTTPResponseError {
                response = try error.response(from: request, context: context)
            }
        }
        policy.addSecurityHeaders(to: &response.headers, authority: request.head.authority)
        if let framePolicy = response.headers[WebFrame.policyHeader] {
            // A web view's page: framed by the app's page, with a policy of its own.
            response.headers[WebFrame.policyHeader] = nil
            response.headers[.contentSecurityPolicy] = framePolicy
            response.headers[.xFrameOptions] = "SAMEORIGIN"
        }
        return response
    }
}

extension Response {
    static func plainText(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n")))
    }
}
