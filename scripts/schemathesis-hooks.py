# How schemathesis makes the values of docs/openapi.json's own string formats (loaded by
# scripts/api-check.sh through SCHEMATHESIS_HOOKS).
import base64

import schemathesis
from hypothesis import strategies as st


def page_token(offset: int) -> str:
    """A `next` as the server writes one for a page starting at `offset` (NextPage+Token.swift)."""
    return base64.urlsafe_b64encode(f"o:{offset}".encode()).decode().rstrip("=")


# `after` takes only a token a previous page gave: any other text is rightly refused.
schemathesis.openapi.format("page-token", st.integers(min_value=0, max_value=100_000).map(page_token))
