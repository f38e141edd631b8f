// The project's Firebase Auth password policy, made from the shared rule (the one the sign-up
// form checks), so that a sign-up that skips the form — a direct call to Auth's REST API — meets
// the same rule. Applied by the functions' predeploy step (apply-password-policy.ts); the Auth
// emulator stores a policy but does not enforce it (docs/security-model.md, « Passwords »).
import type { PasswordPolicyConfig, ProjectConfigManager } from 'firebase-admin/auth';
import { PASSWORD_RULE } from '@fohzshop/shared/password-rule';

export function passwordPolicyConfig(): PasswordPolicyConfig {
  const { minLength, maxLength, ...required } = PASSWORD_RULE;
  return {
    enforcementState: 'ENFORCE',
    // Accounts created before the policy keep signing in; the rule applies to every new
    // password (sign-up, reset, change).
    forceUpgradeOnSignin: false,
    constraints: { ...required, minLength, maxLength },
  };
}

/** Writes the policy into the project's Auth configuration; answers what Auth now holds. */
export async function applyPasswordPolicy(
  manager: ProjectConfigManager,
): Promise<PasswordPolicyConfig | undefined> {
  const config = await manager.updateProjectConfig({
    passwordPolicyConfig: passwordPolicyConfig(),
  });
  return config.passwordPolicyConfig;
}
