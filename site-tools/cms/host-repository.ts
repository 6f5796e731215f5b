/**
 * The GitHub repository a host's build says it builds from, so that the
 * owner never opens site-tools/cms/settings.json by hand: Netlify gives every
 * build REPOSITORY_URL ("https://github.com/jane-doe/notary-site"), GitHub
 * Actions GITHUB_REPOSITORY ("jane-doe/notary-site"). A repository written in
 * the settings file wins; the host's stands in for the shipped placeholder.
 */

/** The shipped placeholder of settings.json's githubRepository. */
export const PLACEHOLDER_REPOSITORY = /YOUR-/;

const GITHUB_ADDRESS = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/;
const ACCOUNT_AND_NAME = /^[\w.-]+\/[\w.-]+$/;

/** "jane-doe/notary-site", from the host's environment, or undefined. */
export function repositoryFromHost(env: NodeJS.ProcessEnv): string | undefined {
  const fromNetlify = GITHUB_ADDRESS.exec(env.REPOSITORY_URL ?? "")?.[1];
  if (fromNetlify) return fromNetlify;
  const fromActions = env.GITHUB_REPOSITORY ?? "";
  return ACCOUNT_AND_NAME.test(fromActions) ? fromActions : undefined;
}

/** The repository the editor saves to: the settings file's, or, while it holds the placeholder, the host's. */
export function editorRepository(written: string, env: NodeJS.ProcessEnv): string {
  return PLACEHOLDER_REPOSITORY.test(written) ? (repositoryFromHost(env) ?? written) : written;
}
