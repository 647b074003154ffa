package org.boardwright.client;

import java.util.List;

/**
 * An API token just made for a bot account ({@code POST /api/account/tokens}).
 *
 * @param token the value ({@code bwp_...}), shown this once; sent as a bearer token
 */
public record ApiToken(String id, String token, String label, List<String> scopes) {}
