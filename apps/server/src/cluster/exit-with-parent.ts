// Loaded with `node --import` into the instances a cluster starts (server-instance.ts). Their IPC channel
// closes when the parent process dies, however it died (SIGKILL included, when no exit hook runs); the
// instance then shuts down as on Ctrl-C instead of lingering on its port and its database connections.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
