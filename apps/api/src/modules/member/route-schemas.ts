/** The OpenAPI tag of every member route. */
export const MEMBER_TAGS = ['member'];
