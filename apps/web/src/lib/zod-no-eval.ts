import { config } from 'zod';

// zod compiles fast object parsers with `new Function`, which the app's Content-Security-Policy
// (script-src without 'unsafe-eval') forbids: even zod's probe for it is reported as a violation.
// The interpreted parsers are plenty for a browser. This module is main.tsx's first import, so it
// runs before any schema is built.
config({ jitless: true });
