// The project's lint configuration, as the boundary test reads it.
import type { Linter } from "eslint";

declare const config: Linter.Config[];
export default config;
