import { en } from 'zod/locales';
import { z } from 'zod/mini';

// The contracts the home page reads are written with zod/mini, whose schemas carry no methods and so let the
// bundler leave the rest of zod out of the page (docs/decisions/0013-home-page-scripts.md).
// zod/mini ships no messages of its own: without a locale an issue zod words itself reads 'Invalid input',
// and which wording a page showed would depend on whether some other page had loaded `zod` first. Setting
// zod's English here gives the zod/mini schemas the same messages as every schema written with `zod`.
z.config(en());

export { z };
