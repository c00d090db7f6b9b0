"""RFC 8058 one-click unsubscribe: GET shows a button, only POST unsubscribes.

Corporate link scanners fetch every URL in a message; a GET that unsubscribed would remove people who
never clicked. The POST works without cookies or redirects, from the button or the mail client.
"""

from __future__ import annotations

import html
from datetime import UTC, datetime

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from contracts import UnsubscribeSignal
from sequencer.tokens import TokenError, verify
from starter.client import Ended, Sequencer
from storage import suppressions
from storage.errors import NotFound

router = APIRouter()

_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>{title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32em;margin:3em auto">{body}</body></html>"""


def _page(title: str, body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(_PAGE.format(title=html.escape(title), body=body), status_code=status)


def _too_often(request: Request, token: str) -> HTMLResponse | None:
    by_address, by_token = request.app.state.unsubscribe_limits["POST" if request.method == "POST" else "GET"]
    client = request.client.host if request.client else "unknown"
    for window, key in ((by_address, client), (by_token, token)):
        if not window.allow(key):
            page = _page("Too many requests", "<p>Please wait a minute and try again.</p>", 429)
            page.headers["Retry-After"] = str(window.retry_after(key))
            return page
    return None


_REFUSALS = {
    "malformed": (400, "Link not valid", "This unsubscribe link is incomplete. Copy the whole link."),
    "expired": (400, "Link expired", "This unsubscribe link has expired. Reply to the email instead."),
    "forged": (403, "Link not valid", "This unsubscribe link was not issued by us."),
}


def _claims(request: Request, token: str) -> dict[str, str] | HTMLResponse:
    """The token's claims, or the page that refuses it (and changes nothing)."""
    try:
        claims = verify(token, secret=request.app.state.secret, now=datetime.now(UTC))
    except TokenError as exc:
        status, title, text = _REFUSALS[exc.problem]
        return _page(title, f"<p>{text}</p>", status)
    if "use" in claims or not claims.get("m") or not claims.get("e"):  # another kind of signed link
        status, title, text = _REFUSALS["malformed"]
        return _page(title, f"<p>{text}</p>", status)
    return claims


@router.get("/u/{token}", include_in_schema=False)
async def unsubscribe_page(request: Request, token: str) -> HTMLResponse:
    if (refused := _too_often(request, token)) is not None:
        return refused
    claims = _claims(request, token)
    if isinstance(claims, HTMLResponse):
        return claims
    address = html.escape(claims.get("m", ""))
    return _page(
        "Unsubscribe",
        f"<p>Stop emails to <b>{address}</b>?</p>"
        '<form method="post"><button type="submit">Unsubscribe</button></form>',
    )


@router.post("/u/{token}", include_in_schema=False)
async def unsubscribe(request: Request, token: str) -> HTMLResponse:
    if (refused := _too_often(request, token)) is not None:
        return refused
    claims = _claims(request, token)
    if isinstance(claims, HTMLResponse):
        return claims
    seq: Sequencer = request.app.state.sequencer
    project, enrollment_id, address = claims.get("p", ""), claims.get("e", ""), claims.get("m", "")
    async with seq.pool.acquire() as conn:
        await suppressions.add(
            conn, project_id=project, email=address, reason="unsubscribe", source="one-click"
        )
    try:
        await seq.for_project(project).signal(
            enrollment_id, "unsubscribe", UnsubscribeSignal(dedupe_key="one-click", source="one-click")
        )
    except (Ended, NotFound):
        pass  # the sequence is over already; the suppression is what counts
    return _page("Unsubscribed", f"<p><b>{html.escape(address)}</b> will get no more emails from us.</p>")
