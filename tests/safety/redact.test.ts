import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_PASSWORD_FLAGS } from '../../src/safety/command-passwords.js';
import { containsRedaction, REDACTED, redactAndFind, redactDerived, redactSecrets, SECRET_PATTERNS } from '../../src/safety/redact.js';

// Fake keys are assembled from pieces so that no scanner mistakes this file for a leak.
const key = (...parts: string[]): string => parts.join('');
const OPENAI = key('sk-', 'Abc123DEF456ghi789JKL012mno345PQR678stu901VWX');
const OPENAI_PROJECT = key('sk-', 'proj-', 'Ab3dE_fGh1-jKlMn0pQrStUvWxYz12345');
const ANTHROPIC = key('sk-', 'ant-', 'api03-Zx9_Yw8-Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa');
const STRIPE_LIVE = key('sk_', 'live_', '51HqLyjWDarjtT1zdp7dc0123456789');
const STRIPE_TEST = key('sk_', 'test_', '4eC39HqLyjWDarjtT1zdp7dc');
const STRIPE_RESTRICTED = key('rk_', 'live_', '51HqLyjWDarjtT1zdp7dcAbC');
const GITHUB_BODY = '16C7e42F292c6912E7710c838347Ae178B4a';
const GITHUB = key('ghp', '_', GITHUB_BODY);
const GITHUB_FINE_GRAINED = key('github_', 'pat_', '11ABCDEFG0123456789abc_', 'Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa9876543210zyxwvuTSRQPON');
const GITLAB = key('glpat', '-', 'xY12zW34vU56tS78rQ90');
const NPM = key('npm', '_', 'aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5');
const HUGGING_FACE = key('hf', '_', 'AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEfGh');
const SLACK = key('xoxb', '-', '123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx');
const AWS_KEY_ID = key('AKIA', 'IOSFODNN7EXAMPLE');
const AWS_SESSION_KEY_ID = key('ASIA', 'Y34FZKBOKMUTVV7A');
const AWS_SECRET = key('wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCYEXAMPLEKEY');
const GOOGLE = key('AIza', 'SyD-1234567890abcdefghijklmnopqrstu');
const JWT = key('eyJhbGciOiJIUzI1NiJ9', '.eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U');
const RANDOM_RUN = 'Xk9mQ2vL8pR4tW7zN3bC6yH1jF5dG0sA';
const GIT_SHA = '0123456789abcdef0123456789abcdef01234567';
const PEM_BODY = 'MIIEowIBAAKCAQEA7bq1\nZ0fZ8mYq+Wc4\n';
const BEGIN = (kind: string): string => `-----BEGIN ${kind}-----`;
const END = (kind: string): string => `-----END ${kind}-----`;

interface RedactedCase {
  input: string;
  expected: string;
  /** The pattern that finds this secret (several may; this one must). */
  by: string;
}

const redacted: Record<string, RedactedCase> = {
  // Vendor tokens
  'OpenAI key alone': { input: OPENAI, expected: REDACTED, by: 'openai-key' },
  'OpenAI key mid-sentence': { input: `my key is ${OPENAI}, keep it safe`, expected: `my key is ${REDACTED}, keep it safe`, by: 'openai-key' },
  'OpenAI project key in single quotes': { input: `client = OpenAI('${OPENAI_PROJECT}')`, expected: `client = OpenAI('${REDACTED}')`, by: 'openai-key' },
  'Anthropic key in prose': { input: `use ${ANTHROPIC} for now`, expected: `use ${REDACTED} for now`, by: 'anthropic-key' },
  'Anthropic key in a header of a curl command': {
    input: `curl https://api.anthropic.com/v1/messages -H "x-api-key: ${ANTHROPIC}" -d @body.json`,
    expected: `curl https://api.anthropic.com/v1/messages -H "x-api-key: ${REDACTED}" -d @body.json`,
    by: 'anthropic-key',
  },
  'Stripe live key before a full stop': { input: `charge with ${STRIPE_LIVE}.`, expected: `charge with ${REDACTED}.`, by: 'stripe-key' },
  'Stripe test key at line start': { input: `${STRIPE_TEST} is the test key`, expected: `${REDACTED} is the test key`, by: 'stripe-key' },
  'Stripe restricted key in JSON under a plain name': { input: `{"key":"${STRIPE_RESTRICTED}"}`, expected: `{"key":"${REDACTED}"}`, by: 'stripe-key' },
  'GitHub token as URL user': {
    input: `git clone https://${GITHUB}@github.com/o/r.git`,
    expected: `git clone https://${REDACTED}@github.com/o/r.git`,
    by: 'github-token',
  },
  'GitHub OAuth token in parentheses': { input: `(${key('gho', '_', GITHUB_BODY)})`, expected: `(${REDACTED})`, by: 'github-token' },
  'GitHub server token': { input: key('ghs', '_', GITHUB_BODY), expected: REDACTED, by: 'github-token' },
  'GitHub user token': { input: `x ${key('ghu', '_', GITHUB_BODY)} y`, expected: `x ${REDACTED} y`, by: 'github-token' },
  'GitHub refresh token at line end': { input: `refresh\n${key('ghr', '_', GITHUB_BODY)}`, expected: `refresh\n${REDACTED}`, by: 'github-token' },
  'GitHub fine-grained token after a here-string': {
    input: `gh auth login --with-token <<< ${GITHUB_FINE_GRAINED}`,
    expected: `gh auth login --with-token <<< ${REDACTED}`,
    by: 'github-token',
  },
  'GitLab token': { input: `glab auth login -t ${GITLAB}`, expected: `glab auth login -t ${REDACTED}`, by: 'gitlab-token' },
  'npm token in .npmrc': {
    input: `//registry.npmjs.org/:_authToken=${NPM}`,
    expected: `//registry.npmjs.org/:_authToken=${REDACTED}`,
    by: 'npm-token',
  },
  'Hugging Face token after a flag': {
    input: `huggingface-cli login --token ${HUGGING_FACE}`,
    expected: `huggingface-cli login --token ${REDACTED}`,
    by: 'huggingface-token',
  },
  'Slack bot token': { input: `SLACK="${SLACK}"`, expected: `SLACK="${REDACTED}"`, by: 'slack-token' },
  'Slack user token': { input: `${key('xoxp', '-', '2222222222-333333333333-AbCdEf')} rest`, expected: `${REDACTED} rest`, by: 'slack-token' },
  'AWS access key id under an id name': {
    input: `aws_access_key_id = ${AWS_KEY_ID}`,
    expected: `aws_access_key_id = ${REDACTED}`,
    by: 'aws-access-key-id',
  },
  'AWS session key id in JSON': { input: `{"AccessKeyId": "${AWS_SESSION_KEY_ID}"}`, expected: `{"AccessKeyId": "${REDACTED}"}`, by: 'aws-access-key-id' },
  'AWS secret key in an ini file': {
    input: `aws_secret_access_key = ${AWS_SECRET}`,
    expected: `aws_secret_access_key = ${REDACTED}`,
    by: 'aws-secret-access-key',
  },
  'AWS secret key space-separated': {
    input: `aws configure set aws_secret_access_key ${AWS_SECRET} --profile dev`,
    expected: `aws configure set aws_secret_access_key ${REDACTED} --profile dev`,
    by: 'aws-secret-access-key',
  },
  'AWS secret key exported in quotes': {
    input: `export AWS_SECRET_ACCESS_KEY="${AWS_SECRET}"`,
    expected: `export AWS_SECRET_ACCESS_KEY="${REDACTED}"`,
    by: 'aws-secret-access-key',
  },
  'Google API key in a query string': {
    input: `curl "https://maps.googleapis.com/api?key=${GOOGLE}&q=x"`,
    expected: `curl "https://maps.googleapis.com/api?key=${REDACTED}&q=x"`,
    by: 'google-api-key',
  },
  'JWT in a cookie': { input: `Cookie: session=${JWT}; Path=/`, expected: `Cookie: session=${REDACTED}; Path=/`, by: 'jwt' },
  'JWT alone': { input: JWT, expected: REDACTED, by: 'jwt' },

  // Authorization headers
  'Bearer token': { input: 'Authorization: Bearer abcDEF123456789xyz', expected: `Authorization: Bearer ${REDACTED}`, by: 'authorization-header' },
  'lower-case bearer with a JWT in a curl header': {
    input: `curl -H 'authorization: bearer ${JWT}' https://api`,
    expected: `curl -H 'authorization: bearer ${REDACTED}' https://api`,
    by: 'authorization-header',
  },
  'Basic credentials': { input: 'Authorization: Basic dXNlcjpwYXNzd29yZA==', expected: `Authorization: Basic ${REDACTED}`, by: 'authorization-header' },
  'Bearer in JSON headers': {
    input: '{"headers": {"Authorization": "Bearer tok_9f8e7d6c5b4a"}}',
    expected: `{"headers": {"Authorization": "Bearer ${REDACTED}"}}`,
    by: 'authorization-header',
  },

  // Named values
  'password=': { input: 'password=hunter2', expected: `password=${REDACTED}`, by: 'named-secret' },
  'password: ': { input: 'password: hunter2', expected: `password: ${REDACTED}`, by: 'named-secret' },
  'JSON password': { input: '{"user": "bob", "password": "hunter2"}', expected: `{"user": "bob", "password": "${REDACTED}"}`, by: 'named-secret' },
  'JSON inside a JSON string': {
    input: String.raw`{\"password\": \"hunter2\", \"user\": \"bob\"}`,
    expected: String.raw`{\"password\": \"${REDACTED}\", \"user\": \"bob\"}`,
    by: 'named-secret',
  },
  'single-quoted value': { input: "password='correct horse'", expected: `password='${REDACTED}'`, by: 'named-secret' },
  'exported env variable': { input: 'export DB_PASSWORD=s3cret-value && ./run', expected: `export DB_PASSWORD=${REDACTED} && ./run`, by: 'named-secret' },
  'glued env name': { input: 'PGPASSWORD=pg-pass1 psql -h db', expected: `PGPASSWORD=${REDACTED} psql -h db`, by: 'named-secret' },
  'client secret in YAML': { input: 'client_secret: abcdef123456', expected: `client_secret: ${REDACTED}`, by: 'named-secret' },
  'camelCase apiKey': { input: '{"apiKey":"abc123"}', expected: `{"apiKey":"${REDACTED}"}`, by: 'named-secret' },
  'Django SECRET_KEY with spaces': { input: "SECRET_KEY = 'django-insecure-xyz'", expected: `SECRET_KEY = '${REDACTED}'`, by: 'named-secret' },
  'api-key, access_key, private_key, AUTH_TOKEN, credentials, passwd, DB_PWD': {
    input: 'api-key=a1 ACCESS_KEY=a2 private_key: "a3" AUTH_TOKEN=a4 credentials=a5 passwd=a6 DB_PWD=a7',
    expected:
      `api-key=${REDACTED} ACCESS_KEY=${REDACTED} private_key: "${REDACTED}" ` +
      `AUTH_TOKEN=${REDACTED} credentials=${REDACTED} passwd=${REDACTED} DB_PWD=${REDACTED}`,
    by: 'named-secret',
  },
  'query parameter up to &': {
    input: 'GET /cb?access_token=abc123&state=xyz',
    expected: `GET /cb?access_token=${REDACTED}&state=xyz`,
    by: 'named-secret',
  },
  'values up to ;': { input: 'a=1;password=abc;b=2', expected: `a=1;password=${REDACTED};b=2`, by: 'named-secret' },
  'Go := and PHP =>': {
    input: `password := "x1" 'api_key' => 'x2'`,
    expected: `password := "${REDACTED}" 'api_key' => '${REDACTED}'`,
    by: 'named-secret',
  },
  'a grep hit keeps the file and finds the secret': {
    input: 'src/auth.ts:12:  const token = "abc123"',
    expected: `src/auth.ts:12:  const token = "${REDACTED}"`,
    by: 'named-secret',
  },
  'a short word after =': { input: 'token=abc', expected: `token=${REDACTED}`, by: 'named-secret' },
  'spaced ini value': { input: 'password = hunter 2', expected: `password = ${REDACTED} 2`, by: 'named-secret' },
  'value in markdown inline code': { input: '`token=abc123` works', expected: `\`token=${REDACTED}\` works`, by: 'named-secret' },
  'curl -u user:password': {
    input: "curl -u admin:hunter2 https://x && curl --user 'bob:pw 1' https://y",
    expected: `curl -u admin:${REDACTED} https://x && curl --user 'bob:${REDACTED}' https://y`,
    by: 'user-password-flag',
  },
  '--password value': { input: 'mysql --password hunter2 -h db', expected: `mysql --password ${REDACTED} -h db`, by: 'secret-flag' },
  '--password=value': { input: 'mysql --password=hunter2 -h db', expected: `mysql --password=${REDACTED} -h db`, by: 'named-secret' },
  '--token xyz123': { input: 'tool --token xyz123', expected: `tool --token ${REDACTED}`, by: 'secret-flag' },
  '--api-key "quoted value"': { input: 'tool --api-key "a b c"', expected: `tool --api-key "${REDACTED}"`, by: 'secret-flag' },

  // Private keys
  'RSA private key across newlines, text after kept': {
    input: `key:\n${BEGIN('RSA PRIVATE KEY')}\n${PEM_BODY}${END('RSA PRIVATE KEY')}\ndone`,
    expected: `key:\n${REDACTED}\ndone`,
    by: 'private-key',
  },
  'private key across \\n escapes in a JSON string': {
    input: String.raw`{"key": "${BEGIN('PRIVATE KEY')}\nMIIEvQIBADANBgkq\nhkiG9w0BAQEFAASC\n${END('PRIVATE KEY')}\n", "ok": 1}`,
    expected: String.raw`{"key": "${REDACTED}\n", "ok": 1}`,
    by: 'private-key',
  },
  'OpenSSH key in a heredoc': {
    input: `cat > id <<EOF\n${BEGIN('OPENSSH PRIVATE KEY')}\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n${END('OPENSSH PRIVATE KEY')}\nEOF`,
    expected: `cat > id <<EOF\n${REDACTED}\nEOF`,
    by: 'private-key',
  },
  'truncated key redacts to the end': {
    input: `echo '${BEGIN('EC PRIVATE KEY')}\nMHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5`,
    expected: `echo '${REDACTED}`,
    by: 'private-key',
  },
  'PGP private key block': {
    input: `${BEGIN('PGP PRIVATE KEY BLOCK')}\nlQOYBF\n${END('PGP PRIVATE KEY BLOCK')}`,
    expected: REDACTED,
    by: 'private-key',
  },

  // URLs with credentials
  'https user:password': { input: 'https://user:pass@host/x', expected: `https://${REDACTED}@host/x`, by: 'url-credentials' },
  'postgres URL in an env line': {
    input: 'DATABASE_URL=postgres://admin:s3cr3t@db.internal:5432/app',
    expected: `DATABASE_URL=postgres://${REDACTED}@db.internal:5432/app`,
    by: 'url-credentials',
  },
  'mongodb+srv': {
    input: 'mongodb+srv://app:pw123@cluster0.mongodb.net/db',
    expected: `mongodb+srv://${REDACTED}@cluster0.mongodb.net/db`,
    by: 'url-credentials',
  },
  'redis with an empty user': { input: 'redis://:secretpw@cache:6379/0', expected: `redis://${REDACTED}@cache:6379/0`, by: 'url-credentials' },
  'amqp URL in quotes, password with an @': {
    input: `connect("amqp://guest:p@ss@rabbit:5672/")`,
    expected: `connect("amqp://${REDACTED}@rabbit:5672/")`,
    by: 'url-credentials',
  },

  // Passwords as people write them: the command word decides which flag holds one (COMMAND_PASSWORD_FLAGS)
  'mysql password glued to -p': { input: 'mysql -uroot -pS3cretPassw0rd -h db', expected: `mysql -uroot -p${REDACTED} -h db`, by: 'command-password' },
  'mysqldump password quoted after -p': {
    input: "mysqldump -u app -p'Sup3r secret' shop > dump.sql",
    expected: `mysqldump -u app -p'${REDACTED}' shop > dump.sql`,
    by: 'command-password',
  },
  'sshpass -p and a space': { input: 'sshpass -p hunter2xyz ssh admin@host', expected: `sshpass -p ${REDACTED} ssh admin@host`, by: 'command-password' },
  'sshpass -p glued, ssh -p kept': {
    input: 'sshpass -phunter2 ssh -p 2222 host',
    expected: `sshpass -p${REDACTED} ssh -p 2222 host`,
    by: 'command-password',
  },
  'docker login -p': {
    input: 'docker login -u me -p dckr_abc123XYZ registry.example.com',
    expected: `docker login -u me -p ${REDACTED} registry.example.com`,
    by: 'command-password',
  },
  'podman login by its path': {
    input: '/usr/bin/podman login --username me -p Passw0rd quay.io',
    expected: `/usr/bin/podman login --username me -p ${REDACTED} quay.io`,
    by: 'command-password',
  },
  'redis-cli -a': { input: 'redis-cli -h cache -a myRedisPass123 ping', expected: `redis-cli -h cache -a ${REDACTED} ping`, by: 'command-password' },
  'mongosh -p': { input: 'mongosh --host db -u admin -p M0ngoPass admin', expected: `mongosh --host db -u admin -p ${REDACTED} admin`, by: 'command-password' },
  'sqlcmd -P quoted': { input: "sqlcmd -S db -U sa -P 'Str0ng!Pass' -Q x", expected: `sqlcmd -S db -U sa -P '${REDACTED}' -Q x`, by: 'command-password' },
  'ldapsearch -w': {
    input: 'ldapsearch -x -D cn=admin -w LdapPass1 -b dc=x',
    expected: `ldapsearch -x -D cn=admin -w ${REDACTED} -b dc=x`,
    by: 'command-password',
  },
  'ldappasswd -s': {
    input: 'ldappasswd -x -D cn=admin -W -s NewPassw0rd uid=bob',
    expected: `ldappasswd -x -D cn=admin -W -s ${REDACTED} uid=bob`,
    by: 'command-password',
  },
  'smbmap -p': { input: 'smbmap -H 10.0.0.5 -u admin -p SmbPass1', expected: `smbmap -H 10.0.0.5 -u admin -p ${REDACTED}`, by: 'command-password' },
  'ssh-keygen -N': { input: 'ssh-keygen -t ed25519 -N KeyPhrase1 -f id', expected: `ssh-keygen -t ed25519 -N ${REDACTED} -f id`, by: 'command-password' },
  'zip -P': { input: 'zip -P ZipPass9 secret.zip a.txt', expected: `zip -P ${REDACTED} secret.zip a.txt`, by: 'command-password' },
  'unzip -P': { input: 'unzip -P ZipPass9 secret.zip', expected: `unzip -P ${REDACTED} secret.zip`, by: 'command-password' },
  '7z -p glued': { input: '7z x -pSevenZip1 archive.7z', expected: `7z x -p${REDACTED} archive.7z`, by: 'command-password' },
  'openssl enc -k': {
    input: 'openssl enc -aes-256-cbc -k OpenSslPass1 -in a -out b',
    expected: `openssl enc -aes-256-cbc -k ${REDACTED} -in a -out b`,
    by: 'command-password',
  },
  'openssl -passin pass:': {
    input: 'openssl pkcs12 -in a.p12 -passin pass:P12Passw0rd -nodes',
    expected: `openssl pkcs12 -in a.p12 -passin pass:${REDACTED} -nodes`,
    by: 'command-password',
  },
  'htpasswd -b with a file': {
    input: 'htpasswd -b -c /etc/nginx/.htpasswd admin Passw0rd!',
    expected: `htpasswd -b -c /etc/nginx/.htpasswd admin ${REDACTED}`,
    by: 'command-password',
  },
  'htpasswd -bc cluster': { input: 'htpasswd -bc users.txt admin Passw0rd!', expected: `htpasswd -bc users.txt admin ${REDACTED}`, by: 'command-password' },
  'htpasswd -nb to stdout': { input: 'htpasswd -nb admin Passw0rd!', expected: `htpasswd -nb admin ${REDACTED}`, by: 'command-password' },
  'smbclient -U user%password': {
    input: 'smbclient //srv/share -U alice%Passw0rd',
    expected: `smbclient //srv/share -U alice%${REDACTED}`,
    by: 'command-password',
  },
  'az login -p': { input: 'az login -u me@x.com -p P@ssw0rd', expected: `az login -u me@x.com -p ${REDACTED}`, by: 'command-password' },
  'xfreerdp /p:': { input: 'xfreerdp /v:host /u:admin /p:RdpPass1', expected: `xfreerdp /v:host /u:admin /p:${REDACTED}`, by: 'command-password' },
  'curl --oauth2-bearer': {
    input: 'curl --oauth2-bearer abc123tokenXYZ https://x',
    expected: `curl --oauth2-bearer ${REDACTED} https://x`,
    by: 'command-password',
  },
  'gh auth login with a here-string': {
    input: 'gh auth login --with-token <<< mytokenvalue123',
    expected: `gh auth login --with-token <<< ${REDACTED}`,
    by: 'command-password',
  },
  'gh secret set --body': {
    input: 'gh secret set API_TOKEN --body s3cr3tValue',
    expected: `gh secret set API_TOKEN --body ${REDACTED}`,
    by: 'command-password',
  },
  'keytool store passwords': {
    input: 'keytool -importkeystore -srcstorepass Changeit1 -deststorepass Changeit2',
    expected: `keytool -importkeystore -srcstorepass ${REDACTED} -deststorepass ${REDACTED}`,
    by: 'secret-flag',
  },
  'sqlplus user/password@db': { input: 'sqlplus scott/Tiger123@orcl', expected: `sqlplus scott/${REDACTED}`, by: 'command-password' },
  'vercel -t': { input: 'vercel deploy --prod -t VercelTok3n', expected: `vercel deploy --prod -t ${REDACTED}`, by: 'command-password' },
  'lftp -u user,password': { input: 'lftp -u user,FtpPass1 ftp.example.com', expected: `lftp -u user,${REDACTED} ftp.example.com`, by: 'command-password' },
  'a password echoed into docker login': {
    input: 'echo dckrPass123 | docker login -u me --password-stdin',
    expected: `echo ${REDACTED} | docker login -u me --password-stdin`,
    by: 'piped-password',
  },
  'a password echoed into sudo -S': { input: "echo 'S3cret!' | sudo -S apt update", expected: `echo '${REDACTED}' | sudo -S apt update`, by: 'piped-password' },
  '.netrc on one line': {
    input: 'machine api.example.com login bot password N3trcPass',
    expected: `machine api.example.com login bot password ${REDACTED}`,
    by: 'netrc-password',
  },
  '.netrc on its own lines': {
    input: 'machine x\n  login bot\n  password N3trcPass',
    expected: `machine x\n  login bot\n  password ${REDACTED}`,
    by: 'netrc-password',
  },
  'npm config set _authToken': { input: 'npm config set _authToken npmTok3nValue', expected: `npm config set _authToken ${REDACTED}`, by: 'config-set' },
  'npm config set a registry token': {
    input: 'npm config set //npm.pkg.github.com/:_authToken ghTok3nValue',
    expected: `npm config set //npm.pkg.github.com/:_authToken ${REDACTED}`,
    by: 'config-set',
  },
  'aws configure set a session token': {
    input: 'aws configure set aws_session_token FwoGZXIvYXdzEBYaDH',
    expected: `aws configure set aws_session_token ${REDACTED}`,
    by: 'config-set',
  },
  'git config a token': {
    input: 'git config --global github.token ghTok3nValue123',
    expected: `git config --global github.token ${REDACTED}`,
    by: 'config-set',
  },

  // Tokens where no name says so
  'URL user that is a token': {
    input: 'git clone https://s3cr3tT0kenValue@host.example/x.git',
    expected: `git clone https://${REDACTED}@host.example/x.git`,
    by: 'url-credentials',
  },
  'Authorization: token': {
    input: 'curl -H "Authorization: token abcdef0123456789abcd" https://api.github.com',
    expected: `curl -H "Authorization: token ${REDACTED}" https://api.github.com`,
    by: 'authorization-scheme',
  },
  'Authorization: Bot in JSON': {
    input: '{"Authorization": "Bot MTIzNDU2Nzg5MDEy.Gabcde.xyz"}',
    expected: `{"Authorization": "Bot ${REDACTED}"}`,
    by: 'authorization-scheme',
  },
  'Slack webhook': {
    input: 'curl -X POST https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX -d x',
    expected: `curl -X POST https://hooks.slack.com/services/${REDACTED} -d x`,
    by: 'webhook-url',
  },
  'Discord webhook': {
    input: 'https://discord.com/api/webhooks/123456789012345678/AbCdEf-ghIJkl_mnop',
    expected: `https://discord.com/api/webhooks/${REDACTED}`,
    by: 'webhook-url',
  },
  'Teams webhook': {
    input: 'post to https://contoso.webhook.office.com/webhookb2/aaaa-bbbb@cccc/IncomingWebhook/0123abcd/eeee now',
    expected: `post to https://contoso.webhook.office.com/webhookb2/${REDACTED} now`,
    by: 'webhook-url',
  },
  'Office 365 connector webhook': {
    input: 'https://outlook.office.com/webhook/abc@def/IncomingWebhook/123/456',
    expected: `https://outlook.office.com/webhook/${REDACTED}`,
    by: 'webhook-url',
  },
  'Google Chat webhook': {
    input: 'https://chat.googleapis.com/v1/spaces/AAAA/messages?key=AIzaXXX&token=YYY',
    expected: `https://chat.googleapis.com/v1/spaces/${REDACTED}`,
    by: 'webhook-url',
  },
  'Telegram bot URL': {
    input: 'https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage',
    expected: `https://api.telegram.org/bot${REDACTED}`,
    by: 'webhook-url',
  },
  'Mattermost webhook': {
    input: 'https://chat.example.com/hooks/xi3j8kn4ubgmjp1adq7rmyrjbc',
    expected: `https://chat.example.com/hooks/${REDACTED}`,
    by: 'webhook-url',
  },
  'SAS signature in a query': {
    input: 'https://acct.blob.core.windows.net/c/b?sv=2021-06-08&sr=b&sp=r&sig=AbCdEf%2BGh1234%3D',
    expected: `https://acct.blob.core.windows.net/c/b?sv=2021-06-08&sr=b&sp=r&sig=${REDACTED}`,
    by: 'url-query-secret',
  },
  'API key in a query': {
    input: 'https://maps.example.com/api?key=Zx81kQ0pLm&q=x',
    expected: `https://maps.example.com/api?key=${REDACTED}&q=x`,
    by: 'url-query-secret',
  },
  'Vault token': { input: 'vault login hvs.CAESIJlU9wXyZ0123456789abcdef', expected: `vault login ${REDACTED}`, by: 'vendor-token' },
  'SendGrid key': {
    input: `key ${key('SG.', 'abcdefghijklmnopqrstuv.', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')}`,
    expected: `key ${REDACTED}`,
    by: 'vendor-token',
  },
  'Telegram bot token': { input: `bot ${key('123456789:', 'AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1')}`, expected: `bot ${REDACTED}`, by: 'vendor-token' },

  // High-entropy strings
  'random mixed-case run': { input: `id ${RANDOM_RUN} end`, expected: `id ${REDACTED} end`, by: 'high-entropy' },
  'git SHA (deliberately redacted)': { input: `git checkout ${GIT_SHA}`, expected: `git checkout ${REDACTED}`, by: 'high-entropy' },
  '32-hex id': { input: 'trace 4bf92f3577b34da6a3ce929d0e0e4736', expected: `trace ${REDACTED}`, by: 'high-entropy' },
  'random run as a path segment': { input: `/uploads/${RANDOM_RUN}/file.txt`, expected: `/uploads/${REDACTED}/file.txt`, by: 'high-entropy' },
  'base64 with padding': { input: 'value dGhpc0lzQVNlY3JldFZhbHVlMTIzNDU2Nzg5MA== ok', expected: `value ${REDACTED} ok`, by: 'high-entropy' },

  // Several at once
  'several secrets on several lines': {
    input: `GH ${GITHUB}\nAWS ${AWS_KEY_ID}\nDB https://u:p4ss@h\n"password": "x"`,
    expected: `GH ${REDACTED}\nAWS ${REDACTED}\nDB https://${REDACTED}@h\n"password": "${REDACTED}"`,
    by: 'github-token',
  },
  'secrets next to punctuation': {
    input: `[${OPENAI}], <${AWS_KEY_ID}>; "${JWT}"!`,
    expected: `[${REDACTED}], <${REDACTED}>; "${REDACTED}"!`,
    by: 'aws-access-key-id',
  },
};

const kept: Record<string, string> = {
  'a plain command': 'ls -la src/',
  'a long command': 'cd /Users/dain/workspace/claude-code-log && uv run pytest test/test_template_rendering.py -k "session and not slow" -x -q',
  'an English sentence': 'Please run the linter before you commit, and keep the tests green.',
  'empty text': '',
  'sk-learn': 'pip install sk-learn scikit-learn',
  'task-list': 'open the task-list-for-the-release-candidate-2024 page',
  'a short sk- name': 'sk-abc',
  'sk- kebab name without upper case': 'sk-2024-roadmap-planning-document-v2',
  'npm config variable': 'echo $npm_config_cache_directory_for_this_project',
  'hf_ function': 'from huggingface_hub import hf_hub_download_with_progress_bar',
  'short ghp_': 'ghp_short',
  'AKIA with 17 characters': 'AKIAIOSFODNN7EXAMPLEX',
  'short AIza': 'AIzaSyShort',
  'one base64url part': 'eyJhbGciOiJIUzI1NiJ9',
  'Bearer in prose': 'Bearer tokens are sent in the Authorization header',
  'basic in prose': 'basic usage: Basic Authentication is weak, see Basic JavaScript',
  'Bearer with a variable': 'curl -H "Authorization: Bearer $TOKEN" -H "Authorization: Bearer ${API_KEY}"',
  'Bearer with a placeholder': 'Authorization: Bearer <token>, or Bearer YOUR_ACCESS_TOKEN',
  'empty values': 'password= token="" secret=\'\' api_key= ',
  'variable references': 'password=$DB_PASSWORD token=${GITHUB_TOKEN} PASSWORD=%DB_PASS%',
  placeholders: 'api_key=<your-api-key> password=*** password: xxx token=XXXXXXXX secret=...',
  'null and booleans': '"token": null, "auth": true, password=None',
  'code that fetches a secret': 'password=os.environ.get("PW") token = this.token; secret = await getSecret()',
  'a keyword argument passed on': 'login(username=username, password=password)',
  'already redacted': `password=${REDACTED} https://${REDACTED}@host Bearer ${REDACTED} "token": "${REDACTED}"`,
  'names about a secret': 'max_tokens=4096 token_count: 12 password_file=/run/secrets/db auth_type=oauth secret_name: my-secret',
  'names that only contain a keyword': 'tokenizer=bert author=Dain keyboard=us monkey=1',
  'docker --password-stdin': 'echo x | docker login --password-stdin -u bob',
  "the shell's working directory": 'PWD=/Users/dain/workspace OLDPWD=/tmp',
  'a plain key': 'key=value',
  'prose after a colon': 'Set the password: use a strong one. The token: see docs',
  'type annotations': 'def f(password: str, token: bool)',
  'curl -u with a user only or a variable': 'curl -u admin https://x && curl -u "bob:$PW" https://y && git push -u origin main',
  'a pytest node id and a failure line': 'pytest tests/test_auth.py::test_token_refresh -x && tests/test_auth.py:42: AssertionError',
  'grep hits in files named after secrets': 'src/auth.ts:12: import x; config/secrets.yaml:3: db: main',
  'a Rust or C++ path': 'let t = Token::new(); Auth::Client',
  'names of code about secrets': 'auth_service: AuthService token_refresh: Refresher',
  'comparisons and arrows': 'if token == "abc" or password=~/x/ then; f = (token) => token.trim(); token => token.trim()',
  'type annotations with generics': 'token_parts: list[str] = []; secret: Optional[Dict[str, int]]',
  'paths to a key': 'ssh --private-key ./deploy.pem && tool --api-key ~/.keys/api && x --token /run/secrets/gh',
  'a search for a keyword': `grep -rn "api_key" src/ && rg 'password:' . && grep "token=" src | grep -v test`,
  'ssh URL with a user only': 'git clone ssh://git@github.com/o/r.git && git@github.com:o/r.git',
  'URL with a port and no user': 'curl https://example.com:8443/path?x=1',
  'an @ in the query': 'open http://localhost:3000/?email=a@b.c',
  'URL with a password placeholder': 'postgres://app:${PGPASSWORD}@db/app',
  'a certificate': `${BEGIN('CERTIFICATE')}\nMIIBszCCAVmgAwIBAgIUQ2\n${END('CERTIFICATE')}`,
  // Only the private-key rule is off: a body line of 32+ base64 characters would still meet high-entropy.
  'a public key': `${BEGIN('PUBLIC KEY')}\nMFkwEwYHKoZIzj0CAQYI\nKoZIzj0DAQcDQgAE\n${END('PUBLIC KEY')}`,
  'a long camelCase identifier': 'thisIsAVeryLongFunctionNameForTesting',
  'a long snake_case test name': 'test_should_return_the_expected_value_when_called',
  'identifiers with digits': 'React18ConcurrentRenderingFeatureFlag base64EncodedSha256HashOfTheInputData getElementsByTagNameAndClass2024',
  'snake_case with digits': 'test_case_123_should_handle_edge_case_number_2 MAX_CONCURRENT_REQUESTS_PER_USER_2',
  'a model name': 'claude-sonnet-4-5-20250929-thinking-mode',
  'a UUID': '7acd37a8-2745-4b58-a8a9-46164b22ad9e',
  'a session log path': '~/.claude/projects/-Users-dain-workspace-claude-code-log/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl',
  'a deep file path': '/Users/dain/workspace/claude-code-log/test/test_data/real_projects/x.jsonl',
  'a pnpm path': 'node_modules/.pnpm/@types+node@20.19.0/node_modules/@types/node/index.d.ts',
  'semver strings': '1.2.3-beta.4+build.567 and 20.19.0-nightly20240101abcdef',
  'short base64': 'echo aGVsbG8gd29ybGQ= | base64 -d',
  'a timestamped name': 'session-2024-01-15T10-30-00-abcdef12.log',
  // Flags that hold no password for their command
  'ls -a': 'ls -a src',
  'grep -P': 'grep -P "\\d+" file.txt',
  'git commit -a': 'git commit -a -m "fix the build"',
  'cp -a': 'cp -a src dst',
  'tar -P': 'tar -P -czf backup.tgz /etc',
  'ssh -p': 'ssh -p 2222 admin@host',
  'mysql -p alone': 'mysql -u root -p',
  'mysql -p then a database': 'mysql -u root -p shop',
  'mysql -P port': 'mysql -P 3306 -h db',
  'docker run -p': 'docker run -p 8080:80 nginx',
  'docker compose -p': 'docker compose -p myproject up -d',
  'pip install -r': 'pip install -r requirements.txt',
  'mkdir -p': 'mkdir -p a/b/c',
  'psql -p port': 'psql -p 5432 -h db && pg_dump -p 5432 shop',
  'redis-cli without a password': 'redis-cli -h cache ping',
  'zip and unzip without a password': 'zip -r out.zip dir && unzip -l x.zip',
  'openssl without a password': 'openssl genrsa -out key.pem 2048',
  'openssl password from the environment or a file': 'openssl enc -pass env:PASS -in a && openssl rsa -passin file:./pw.txt',
  '7z -o': '7z x -o/tmp a.7z',
  'sshpass from a file or the environment': 'sshpass -f pwfile ssh host && sshpass -e ssh host',
  'password flags with variables': 'mysql -p"$MYSQL_PWD" && sshpass -p "$SSHPASS" ssh host && docker login -p $TOKEN && vercel -t $VERCEL_TOKEN',
  'smbclient user without a password': 'smbclient -U alice //srv/share',
  'htpasswd without -b': 'htpasswd -c users.txt admin',
  'ssh-keygen with an empty passphrase': 'ssh-keygen -t ed25519 -N "" -f key',
  'gh token from a file': 'gh auth login --with-token < token.txt',
  'ldapsearch without a password': 'ldapsearch -x -b dc=example,dc=com',
  'mongosh --port': 'mongosh --port 27017',
  'the mysql flag in prose': 'the mysql -p flag prompts for a password',
  'an echoed word into sudo': 'echo hello | sudo -S true',
  'a webhook page': 'see https://api.slack.com/messaging/webhooks for the docs',
  'Authorization in prose': 'Authorization: the header is missing',
  'plain query values': 'https://example.com/search?key=name&code=200',
  'a URL user that is a name': 'https://deploy@host.example/x.git and https://john.smith@example.com/',
  'password at line start in prose': 'password reset link\npassword is in the vault',
  'netrc-like prose': 'login as admin password is in the vault',
  'config commands without a secret': 'npm config set registry https://registry.npmjs.org/ && git config user.name Dain && git config credential.helper store',
};

const cases = Object.entries(redacted);

describe('redactSecrets redacts', () => {
  it.each(cases)('%s', (_name, { input, expected }) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it.each(cases)('%s: the named pattern finds it', (_name, { input, by }) => {
    const secretPattern = SECRET_PATTERNS.find(({ id }) => id === by);
    expect(secretPattern, by).toBeDefined();
    expect(new RegExp(secretPattern?.pattern.source ?? '', secretPattern?.pattern.flags.replace('g', '')).test(input)).toBe(true);
  });
});

describe('redactSecrets keeps', () => {
  it.each(Object.entries(kept))('%s', (_name, input) => {
    expect(redactSecrets(input)).toBe(input);
  });
});

describe('SECRET_PATTERNS', () => {
  const rows = SECRET_PATTERNS.map((secretPattern) => [secretPattern.id, secretPattern] as const);

  it('has unique kebab-case ids', () => {
    const ids = SECRET_PATTERNS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(rows)('%s is global, has a description and a `secret` group', (_id, { pattern, description }) => {
    expect(pattern.global).toBe(true);
    expect(description.length).toBeGreaterThan(10);
    expect(pattern.source).toContain('(?<secret>');
  });

  it.each(rows)('%s has a redaction case', (id) => {
    expect(cases.some(([, { by }]) => by === id)).toBe(true);
  });
});

describe('redactSecrets properties', () => {
  const fragments = [
    OPENAI,
    ANTHROPIC,
    STRIPE_LIVE,
    GITHUB,
    GITHUB_FINE_GRAINED,
    GITLAB,
    NPM,
    HUGGING_FACE,
    SLACK,
    AWS_KEY_ID,
    AWS_SECRET,
    GOOGLE,
    JWT,
    RANDOM_RUN,
    GIT_SHA,
    'password',
    'token',
    'api_key',
    'Bearer',
    'Basic',
    'https://',
    'u:p',
    '@',
    ':',
    '=',
    '"',
    "'",
    ' ',
    '\n',
    '\\n',
    '\\"',
    '$',
    '{',
    '}',
    '&',
    ';',
    ',',
    '-',
    '--',
    '_',
    'x',
    '7',
    BEGIN('RSA PRIVATE KEY'),
    END('RSA PRIVATE KEY'),
    REDACTED,
    'hunter2',
  ];
  const texts = fc.oneof(
    fc.array(fc.constantFrom(...fragments), { maxLength: 12 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 60 }),
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const once = redactSecrets(text);
        expect(redactSecrets(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  const secrets = [OPENAI, ANTHROPIC, STRIPE_LIVE, GITHUB, GITHUB_FINE_GRAINED, GITLAB, NPM, HUGGING_FACE, SLACK, AWS_KEY_ID, GOOGLE, JWT, RANDOM_RUN];
  const words = fc.array(fc.constantFrom('run', 'the', 'x=1', '"', '(', ')', ',', 'src/a.ts', 'ok.', 'see:', '<b>', '\n'), { maxLength: 5 });

  it('leaves no vendor key behind, whatever surrounds it with a space', () => {
    fc.assert(
      fc.property(words, fc.constantFrom(...secrets), words, (before, secret, after) => {
        const output = redactSecrets([...before, secret, ...after].join(' '));
        expect(output).not.toContain(secret);
        expect(containsRedaction(output)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('containsRedaction', () => {
  it.each([
    ['a redacted text', `token=${REDACTED}`, true],
    ['the marker alone', REDACTED, true],
    ['a clean text', 'token=abc', false],
    ['a look-alike', '[REDACTED', false],
    ['lower case', '[redacted]', false],
  ])('%s', (_name, text, expected) => {
    expect(containsRedaction(text)).toBe(expected);
  });
});

describe('redactSecrets finds a key split by invisible characters', () => {
  const split: Array<[string, string, string]> = [
    ['zero-width space in an Anthropic key', `use ${ANTHROPIC.slice(0, 16)}\u200b${ANTHROPIC.slice(16)} now`, `use ${REDACTED} now`],
    ['soft hyphen in a GitHub token', `${GITHUB.slice(0, 10)}\u00ad${GITHUB.slice(10)}`, REDACTED],
    ['bidi mark in an AWS key id', `id ${AWS_KEY_ID.slice(0, 4)}\u202e${AWS_KEY_ID.slice(4)}`, `id ${REDACTED}`],
    ['word joiner in a setting name', 'pass\u2060word=hunter2xyz', `password=${REDACTED}`],
    ['zero-width joiner in a password flag', 'mysql -p\u200dS3cretPassw0rd', `mysql -p${REDACTED}`],
    ['a tag character in a Slack token', `${SLACK.slice(0, 8)}\u{E0041}${SLACK.slice(8)}`, REDACTED],
    ['a terminal colour sequence in a key', `${OPENAI.slice(0, 12)}\u001b[0m${OPENAI.slice(12)}`, REDACTED],
  ];

  it.each(split)('%s', (_name, input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
    expect(redactSecrets(redactSecrets(input))).toBe(expected);
  });

  it('keeps invisible characters in a text without a secret', () => {
    const text = 'a\u200bb \u202eplain\u202c text';
    expect(redactSecrets(text)).toBe(text);
  });
});

describe('COMMAND_PASSWORD_FLAGS', () => {
  it.each(COMMAND_PASSWORD_FLAGS.map((entry) => [entry.commands[0] ?? '', entry] as const))('%s has a redaction case', (command, entry) => {
    const commandCases = cases.filter(
      ([, { by, input }]) => by === 'command-password' && entry.commands.some((word) => new RegExp(`(?:^|[\\s/])${word} `).test(input)),
    );
    expect(commandCases.length, command).toBeGreaterThan(0);
  });
});

describe('redactDerived', () => {
  it('takes a secret out of a rule drawn from a message, even cut away from its context and lower-cased', () => {
    const { text, secrets } = redactAndFind('no, run echo Dckr5ecretPass | docker login -u me --password-stdin first');
    expect(text).not.toContain('Dckr5ecretPass');
    expect(redactDerived('always run echo dckr5ecretpass', secrets)).toBe(`always run echo ${REDACTED}`);
  });

  it('changes nothing when the source had no secret', () => {
    expect(redactDerived('always run the tests', redactAndFind('please always run the tests').secrets)).toBe('always run the tests');
  });
});
