// Why a serving process cannot listen, said in one line; shared by the
// serving process and the cluster primary (which must stay small).
/** Exit status of a serving process that cannot listen (EX_CONFIG): the cluster primary stops instead of restarting it. */
export const EXIT_CANNOT_LISTEN = 78;

/** One line saying why the server cannot listen, and what to do. */
export function listenFailure(e: NodeJS.ErrnoException, port = process.env.PORT ?? '4321', host = process.env.HOST ?? '127.0.0.1'): string {
  const where = `${host}:${port}`;
  if (e.code === 'EADDRINUSE') return `cannot listen on ${where}: the port is in use by another process; stop it or set PORT to a free port.`;
  if (e.code === 'EACCES') return `cannot listen on ${where}: permission denied; use a port above 1023 or run with the rights to bind it.`;
  if (e.code === 'EADDRNOTAVAIL') return `cannot listen on ${where}: this machine has no such address; set HOST to one of its addresses.`;
  return `cannot listen on ${where}: ${e.message}`;
}
