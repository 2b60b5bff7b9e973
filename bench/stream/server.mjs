// The bench's server process: starts the bundled harness and answers the parent over IPC — its address and
// sessions, then its CPU time and memory (after a full GC) whenever asked. Run with --expose-gc.
const harness = await import(process.env.STREAM_BENCH_HARNESS);
const server = await harness.startStreamBenchServer({
  at: process.env.STREAM_BENCH_AT,
  customers: Number(process.env.STREAM_BENCH_CUSTOMERS),
});
process.on('message', async (message) => {
  if (message.type === 'measure') {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 50));
    global.gc?.();
    process.send({
      type: 'measure',
      cpu: process.cpuUsage(),
      memory: process.memoryUsage(),
      hub: server.stats(),
    });
  } else if (message.type === 'stop') {
    await server.close();
    process.exit(0);
  }
});
process.send({
  type: 'ready',
  url: server.url,
  offsetMs: server.offsetMs,
  sessions: server.sessions,
  symbols: server.symbols,
});
