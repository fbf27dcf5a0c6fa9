/**
 * Command-line programs that take a password (or token) by a short flag, as data: the command word decides
 * which flag holds a password, so `mysql -pX` and `sshpass -p X` are redacted while `ssh -p 2222`,
 * `docker run -p 8080:80`, `grep -P x` or `tar -P` are not. redact.ts turns the table into one pattern.
 * Flags whose long name already says "password", "token", "secret"… (`--password X`, `--api-key X`, keytool's
 * `-storepass X`) need no entry: the `secret-flag` rule finds them for every command, each time. An entry here
 * finds the first password flag after its command word; a command that takes two (`ldappasswd -a old -s new`)
 * has its second found only when the first flag is not there.
 */

export interface CommandPasswordFlags {
  /** Command words; a path before one is allowed (`/usr/bin/mysql`). */
  readonly commands: readonly string[];
  /** A word that must come between the command and the flag (`docker login`, `az login`). */
  readonly subcommand?: string;
  /** The flags, as regex sources matched case-sensitively (`-p` is not `-P`). */
  readonly flags: readonly string[];
  /** Where the password is: glued to the flag (`-pXXXX`), the next argument (`-p XXXX`, `--pass=XXXX`), or either. */
  readonly form: 'glued' | 'separate' | 'either';
  /** What comes before the password in its argument, as a regex source (`user%` of `-U user%pass`, `pass:` of openssl). */
  readonly inside?: string;
  /** Plain arguments between the flag and the password (`htpasswd -b FILE USER PASS`). */
  readonly skip?: number;
}

const MYSQL_CLIENTS = [
  'mysql',
  'mysqldump',
  'mysqladmin',
  'mysqlimport',
  'mysqlshow',
  'mysqlcheck',
  'mysqlpump',
  'mysqlbinlog',
  'mysqlslap',
  'mysqlsh',
  'mariadb',
  'mariadb-dump',
  'mariadb-admin',
  'mariadb-import',
  'mariadb-check',
  'mariadb-show',
];
const REGISTRY_CLIENTS = ['docker', 'podman', 'nerdctl', 'buildah', 'skopeo', 'oras', 'helm', 'crane', 'regctl', 'finch'];
const MONGO_CLIENTS = ['mongo', 'mongosh', 'mongodump', 'mongorestore', 'mongoexport', 'mongoimport', 'mongostat', 'mongotop', 'mongofiles'];
const LDAP_CLIENTS = ['ldapsearch', 'ldapadd', 'ldapmodify', 'ldapdelete', 'ldapwhoami', 'ldappasswd', 'ldapcompare', 'ldapmodrdn', 'ldapexop'];
const SAMBA_CLIENTS = ['smbclient', 'rpcclient', 'smbcacls', 'smbget', 'smbtree', 'smbcquotas', 'net'];
// htpasswd's `-b` (password on the command line), alone or in a cluster (`-bc`, `-nbB`); with `-n` there is no file.
const HTPASSWD_BATCH_WITH_FILE = String.raw`-(?=[A-Za-z]{0,8}b)(?![A-Za-z]{0,8}n)[A-Za-z]{1,8}`;
const HTPASSWD_BATCH_TO_STDOUT = String.raw`-(?=[A-Za-z]{0,8}b)(?=[A-Za-z]{0,8}n)[A-Za-z]{1,8}`;

export const COMMAND_PASSWORD_FLAGS: readonly CommandPasswordFlags[] = [
  // `mysql -p` alone asks for the password; `mysql -p db` names a database: only the glued form holds one.
  { commands: MYSQL_CLIENTS, flags: ['-p'], form: 'glued' },
  { commands: ['sshpass'], flags: ['-p'], form: 'either' },
  { commands: REGISTRY_CLIENTS, subcommand: 'login', flags: ['-p'], form: 'either' },
  { commands: ['az', 'oc', 'cf'], subcommand: 'login', flags: ['-p'], form: 'either' },
  { commands: ['redis-cli', 'keydb-cli', 'valkey-cli'], flags: ['-a', '--pass'], form: 'separate' },
  { commands: MONGO_CLIENTS, flags: ['-p'], form: 'separate' },
  { commands: ['sqlcmd', 'bcp', 'osql'], flags: ['-P'], form: 'either' },
  { commands: LDAP_CLIENTS, flags: ['-w'], form: 'either' },
  { commands: ['ldappasswd'], flags: ['-s', '-a'], form: 'either' },
  { commands: ['zip', 'unzip', 'zipcloak'], flags: ['-P'], form: 'either' },
  { commands: ['7z', '7za', '7zr', '7zz', 'rar', 'unrar'], flags: ['-p'], form: 'glued' },
  { commands: ['openssl'], flags: ['-k'], form: 'separate' },
  { commands: ['openssl'], flags: ['-pass', '-passin', '-passout'], form: 'separate', inside: 'pass:' },
  { commands: ['htpasswd'], flags: [HTPASSWD_BATCH_WITH_FILE], form: 'separate', skip: 2 },
  { commands: ['htpasswd'], flags: [HTPASSWD_BATCH_TO_STDOUT], form: 'separate', skip: 1 },
  { commands: SAMBA_CLIENTS, flags: ['-U', '--user'], form: 'either', inside: String.raw`[^\s%'"]{1,128}%` },
  { commands: ['smbmap', 'crackmapexec', 'netexec', 'nxc', 'evil-winrm', 'rdesktop', 'ncftp', 'twine'], flags: ['-p'], form: 'separate' },
  { commands: ['xfreerdp', 'wlfreerdp', 'sdl-freerdp'], flags: ['/p:'], form: 'glued' },
  { commands: ['lftp'], flags: ['-u'], form: 'separate', inside: String.raw`[^\s,'"]{1,128},` },
  { commands: ['curl'], flags: ['--oauth2-bearer'], form: 'separate' },
  { commands: ['curl'], flags: ['-U', '--proxy-user'], form: 'separate', inside: String.raw`[^\s:'"]{1,128}:` },
  { commands: ['vercel', 'now'], flags: ['-t'], form: 'separate' },
  { commands: ['gh'], subcommand: 'auth', flags: ['--with-token'], form: 'separate', inside: String.raw`<<<[ \t]{0,16}` },
  { commands: ['gh'], subcommand: 'secret', flags: ['-b', '--body'], form: 'either' },
  { commands: ['ssh-keygen'], flags: ['-N', '-P'], form: 'separate' },
  // `sqlplus user/password@db`: the password is the part after the slash of the first argument.
  { commands: ['sqlplus', 'rman', 'expdp', 'impdp'], flags: [''], form: 'glued', inside: String.raw`[^\s/@'"-][^\s/@'"]{0,127}/` },
];
