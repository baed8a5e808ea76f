// The IANA "HTTP Status Code" registry (https://www.iana.org/assignments/http-status-codes/),
// as last updated 2025-09-15: every assigned value with the registry's own
// Description and Reference columns. The one-line explanations are ours,
// summarising the referenced specification.

export const REGISTRY_UPDATED = '2025-09-15';

export type Registration = 'permanent' | 'temporary' | 'unused' | 'obsoleted';

export interface StatusEntry {
  code: number;
  /** The reason phrase, without the registry's annotations. */
  name: string;
  /** The registry's Description column, verbatim. */
  registryEntry: string;
  /** The registry's Reference column, e.g. 'RFC 9110, Section 15.5.5'. */
  reference: string;
  referenceUrl: string;
  registration: Registration;
  description: string;
}

const rfc9110 = (section: string) => ({ reference: `RFC 9110, Section ${section}`, referenceUrl: `https://www.rfc-editor.org/rfc/rfc9110#section-${section}` });
const rfc = (n: number) => ({ reference: `RFC ${n}`, referenceUrl: `https://www.rfc-editor.org/rfc/rfc${n}` });

type Row = [code: number, name: string, ref: { reference: string; referenceUrl: string }, description: string, registration?: Registration, registryEntry?: string];

const ROWS: Row[] = [
  [100, 'Continue', rfc9110('15.2.1'), 'The first part of the request was received and not rejected; the client should send the rest (e.g. the body after Expect: 100-continue).'],
  [101, 'Switching Protocols', rfc9110('15.2.2'), 'The server agrees to switch to the protocol named in the Upgrade header field, such as WebSocket.'],
  [102, 'Processing', rfc(2518), 'Interim WebDAV response: the request was received and is still being processed, so the client should not time out.'],
  [103, 'Early Hints', rfc(8297), 'Interim response carrying Link header fields so the client can start preloading resources before the final response.'],
  [
    104,
    'Upload Resumption Supported',
    { reference: 'draft-ietf-httpbis-resumable-upload-05', referenceUrl: 'https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-resumable-upload-05' },
    'Interim response telling the client that the server supports resumable uploads for this request (temporary registration for an Internet-Draft).',
    'temporary',
    'Upload Resumption Supported (TEMPORARY - registered 2024-11-13, extension registered 2025-09-15, expires 2026-11-13)',
  ],
  [200, 'OK', rfc9110('15.3.1'), 'The request succeeded; what the content holds depends on the method (the resource for GET, the action status for POST).'],
  [201, 'Created', rfc9110('15.3.2'), 'The request succeeded and created one or more resources, identified by the Location header field or the target URI.'],
  [202, 'Accepted', rfc9110('15.3.3'), 'The request was accepted for processing, but processing has not finished and may still fail.'],
  [203, 'Non-Authoritative Information', rfc9110('15.3.4'), 'The request succeeded, but a transforming proxy modified the content sent by the origin server.'],
  [204, 'No Content', rfc9110('15.3.5'), 'The request succeeded and there is no content to send in the response body.'],
  [205, 'Reset Content', rfc9110('15.3.6'), 'The request succeeded; the client should reset the document view, e.g. clear the form that was submitted.'],
  [206, 'Partial Content', rfc9110('15.3.7'), 'The server is sending only the part(s) of the representation asked for by a Range request.'],
  [207, 'Multi-Status', rfc(4918), 'WebDAV: the body is a multistatus document with a separate status for each of several resources.'],
  [208, 'Already Reported', rfc(5842), 'WebDAV bindings: members of this collection were already listed earlier in the same multistatus response.'],
  [226, 'IM Used', rfc(3229), 'The server fulfilled a GET with instance manipulations (e.g. delta encoding) applied to the current instance.'],
  [300, 'Multiple Choices', rfc9110('15.4.1'), 'The resource has several representations; the user agent or user should pick one.'],
  [301, 'Moved Permanently', rfc9110('15.4.2'), 'The resource has a new permanent URI, given in Location; user agents may change POST to GET when following it.'],
  [302, 'Found', rfc9110('15.4.3'), 'The resource is temporarily at the URI given in Location; user agents may change POST to GET when following it.'],
  [303, 'See Other', rfc9110('15.4.4'), 'The answer to the request is at another URI (Location), to be fetched with GET.'],
  [304, 'Not Modified', rfc9110('15.4.5'), 'A conditional GET or HEAD found the cached representation still valid, so no content is sent.'],
  [305, 'Use Proxy', rfc9110('15.4.6'), 'Deprecated: the resource was to be accessed through the proxy given in Location.'],
  [306, '(Unused)', rfc9110('15.4.7'), 'Defined in an earlier specification (Switch Proxy) and no longer used; the code is reserved.', 'unused'],
  [307, 'Temporary Redirect', rfc9110('15.4.8'), 'The resource is temporarily at the URI in Location; the client must repeat the request there with the same method and content.'],
  [308, 'Permanent Redirect', rfc9110('15.4.9'), 'The resource has a new permanent URI in Location; the client must repeat the request there with the same method and content.'],
  [400, 'Bad Request', rfc9110('15.5.1'), 'The server will not process the request because of a client error, such as malformed syntax or invalid framing.'],
  [401, 'Unauthorized', rfc9110('15.5.2'), 'The request lacks valid authentication credentials; the WWW-Authenticate header field says how to authenticate.'],
  [402, 'Payment Required', rfc9110('15.5.3'), 'Reserved for future use.'],
  [403, 'Forbidden', rfc9110('15.5.4'), 'The server understood the request but refuses to fulfil it; other credentials would not help.'],
  [404, 'Not Found', rfc9110('15.5.5'), 'The server has no current representation for the target resource, or will not disclose that one exists.'],
  [405, 'Method Not Allowed', rfc9110('15.5.6'), 'The method is not supported by the target resource; the Allow header field lists the supported methods.'],
  [406, 'Not Acceptable', rfc9110('15.5.7'), 'No representation matches the proactive negotiation header fields of the request (Accept, Accept-Language, …).'],
  [407, 'Proxy Authentication Required', rfc9110('15.5.8'), 'Like 401, but the client must authenticate with the proxy (Proxy-Authenticate).'],
  [408, 'Request Timeout', rfc9110('15.5.9'), 'The server did not receive a complete request in the time it was prepared to wait, and closes the connection.'],
  [409, 'Conflict', rfc9110('15.5.10'), 'The request conflicts with the current state of the target resource, e.g. an edit conflict between versions.'],
  [410, 'Gone', rfc9110('15.5.11'), 'The target resource is no longer available at the origin server, and this is likely permanent.'],
  [411, 'Length Required', rfc9110('15.5.12'), 'The server refuses the request without a Content-Length header field.'],
  [412, 'Precondition Failed', rfc9110('15.5.13'), 'A condition in the request header fields (If-Match, If-Unmodified-Since, …) evaluated to false.'],
  [413, 'Content Too Large', rfc9110('15.5.14'), 'The request content is larger than the server is willing or able to process (formerly "Payload Too Large").'],
  [414, 'URI Too Long', rfc9110('15.5.15'), 'The target URI is longer than the server is willing to interpret.'],
  [415, 'Unsupported Media Type', rfc9110('15.5.16'), 'The content is in a media type or content coding the target resource does not support for this method.'],
  [416, 'Range Not Satisfiable', rfc9110('15.5.17'), 'None of the ranges in the Range header field overlap the current extent of the representation.'],
  [417, 'Expectation Failed', rfc9110('15.5.18'), 'The expectation in the Expect header field could not be met by at least one of the inbound servers.'],
  [418, '(Unused)', rfc9110('15.5.19'), 'Reserved because it is widely deployed as the joke "I\'m a teapot" (RFC 2324, HTCPCP); it cannot be assigned until that use fades.', 'unused'],
  [421, 'Misdirected Request', rfc9110('15.5.20'), 'The request reached a server that cannot answer for this URI\'s scheme and authority, e.g. over a reused connection.'],
  [422, 'Unprocessable Content', rfc9110('15.5.21'), 'The content is well-formed and of a supported type, but its instructions cannot be processed (formerly "Unprocessable Entity").'],
  [423, 'Locked', rfc(4918), 'WebDAV: the source or destination resource of the method is locked.'],
  [424, 'Failed Dependency', rfc(4918), 'WebDAV: the method could not be performed because an action it depended on failed.'],
  [425, 'Too Early', rfc(8470), 'The server will not risk processing a request that might be replayed (sent in TLS 1.3 early data).'],
  [426, 'Upgrade Required', rfc9110('15.5.22'), 'The server refuses the request over the current protocol but will process it after the client upgrades (see the Upgrade header field).'],
  [428, 'Precondition Required', rfc(6585), 'The origin server requires the request to be conditional, to prevent lost updates.'],
  [429, 'Too Many Requests', rfc(6585), 'The client sent too many requests in a given time (rate limiting); Retry-After may say when to try again.'],
  [431, 'Request Header Fields Too Large', rfc(6585), 'The server will not process the request because a header field, or all of them together, is too large.'],
  [451, 'Unavailable For Legal Reasons', rfc(7725), 'Access to the resource is denied as a consequence of a legal demand.'],
  [500, 'Internal Server Error', rfc9110('15.6.1'), 'The server met an unexpected condition that prevented it from fulfilling the request.'],
  [501, 'Not Implemented', rfc9110('15.6.2'), 'The server does not support the functionality needed to fulfil the request, e.g. an unrecognised method.'],
  [502, 'Bad Gateway', rfc9110('15.6.3'), 'A gateway or proxy received an invalid response from the inbound (upstream) server.'],
  [503, 'Service Unavailable', rfc9110('15.6.4'), 'The server is temporarily unable to handle the request (overload or maintenance); Retry-After may say how long.'],
  [504, 'Gateway Timeout', rfc9110('15.6.5'), 'A gateway or proxy did not get a timely response from the upstream server it needed.'],
  [505, 'HTTP Version Not Supported', rfc9110('15.6.6'), 'The server does not support the major HTTP version used in the request.'],
  [506, 'Variant Also Negotiates', rfc(2295), 'Transparent content negotiation is misconfigured: the chosen variant is itself set up to negotiate.'],
  [507, 'Insufficient Storage', rfc(4918), 'WebDAV: the server cannot store the representation needed to complete the request.'],
  [508, 'Loop Detected', rfc(5842), 'WebDAV: the server ended an operation because it found an infinite loop (Depth: infinity).'],
  [
    510,
    'Not Extended',
    { reference: 'RFC 2774; status-change-http-experiments-to-historic', referenceUrl: 'https://www.rfc-editor.org/rfc/rfc2774' },
    'HTTP Extension Framework: the request must declare further extensions; the framework was moved to Historic and the code obsoleted.',
    'obsoleted',
    'Not Extended (OBSOLETED)',
  ],
  [511, 'Network Authentication Required', rfc(6585), 'The client must authenticate to gain network access, typically at a captive portal.'],
];

export const STATUS_CODES: readonly StatusEntry[] = ROWS.map(([code, name, ref, description, registration = 'permanent', registryEntry = name]) =>
  Object.freeze({ code, name, registryEntry, ...ref, registration, description }),
);

const BY_CODE: ReadonlyMap<number, StatusEntry> = new Map(STATUS_CODES.map((e) => [e.code, e]));
export const statusEntry = (code: number) => BY_CODE.get(code);

/** RFC 9110 §15 names of the five classes. */
export const CLASS_NAMES: Record<number, string> = { 1: 'Informational', 2: 'Successful', 3: 'Redirection', 4: 'Client Error', 5: 'Server Error' };

/** RFC 9110 §15.1: the codes it defines as heuristically cacheable. */
export const HEURISTICALLY_CACHEABLE: ReadonlySet<number> = new Set([200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501]);
