/** Exit codes of every command: 0 done; 1 findings the user asked to fail on; 2 usage, config or input error. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
