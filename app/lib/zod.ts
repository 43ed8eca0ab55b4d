// zod for every schema the pages share with the server, set up once: without its JIT. zod 4
// compiles object schemas with `new Function` and probes for it on the first parse, which the
// pages' Content-Security-Policy (no 'unsafe-eval') refuses and reports (decision 0064).
// oxlint-disable-next-line no-restricted-imports -- the one place zod is imported for app/lib and components
import { z } from "zod";

z.config({ jitless: true });

export { z };
