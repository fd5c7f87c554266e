/** What we keep from a Google sign-in (OpenID userinfo). */
export interface GoogleProfile {
  googleId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string;
}
