/** The client Palco is registered as at the test identity provider (integration tests and the browser tests). */
export const OIDC_TEST_CLIENT = { clientId: "palco", clientSecret: "secreto-del-cliente-de-palco" };

/** What the sign-in button calls the test provider. */
export const OIDC_TEST_LABEL = "Keycloak de la agencia";
