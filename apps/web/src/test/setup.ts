import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes are lazy-loaded: on a busy 2-core CI machine the first render of a screen can take
// longer than testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
