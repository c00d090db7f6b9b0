"""Gmail sandbox: a stateful local server speaking the Gmail API v1 subset Sequencer uses (plus
Calendar and Twilio SMS, below).

Point google-api-python-client at it with the server's base URL plus a
trailing slash as api_endpoint (without the slash works too):

    build("gmail", "v1", static_discovery=True,
          credentials=Credentials(token="sandbox:rep@acme.test"),
          client_options={"api_endpoint": "http://127.0.0.1:PORT/"})

which makes the client request http://127.0.0.1:PORT/gmail/v1/users/me/messages/send.
The bearer token "sandbox:<address>" selects the mailbox.

It also speaks the Calendar API v3 subset meeting detection uses (events list/insert/get/delete on
each mailbox's primary calendar, sync tokens, 410 on an expired one). Calendar's discovery document
puts the service path in its base URL, so point that client at PORT/calendar/v3/:

    build("calendar", "v3", static_discovery=True, credentials=...,
          client_options={"api_endpoint": "http://127.0.0.1:PORT/calendar/v3/"})

It also speaks the Twilio Messages API subset SMS sending uses (create, fetch, list under
/2010-04-01/Accounts/{AccountSid}/Messages), with Basic auth AccountSid:token (any AC+32-hex sid,
the token create_app was given, SANDBOX_AUTH_TOKEN by default). Point twilio-python at it with

    client = Client(SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN)
    client.api.base_url = "http://127.0.0.1:PORT"

(details in sandbox/sms.py). Inbound texts are injected with POST /_sandbox/sms/inbound and POSTed,
signed like Twilio's, to the webhook set with PUT /_sandbox/sms/webhook (see sandbox/sms_routes.py).

Gmail push: users.watch / users.stop keep a watch per mailbox, and every change of a watched mailbox is
POSTed as a Pub/Sub push message to the URL set with PUT /_sandbox/push (with ?token=, or an OIDC JWT
whose certificates GET /_sandbox/oauth2/v1/certs serves; see sandbox/push.py).

Caveat: for media_body= uploads, google-api-python-client (2.x) swaps only the
host:port of the discovery document's https://gmail.googleapis.com/upload/...
URL, so it calls https://127.0.0.1:PORT/upload/... and fails against this
plain-HTTP server. Send {"raw": base64url} bodies instead; the /upload/ routes
exist for clients that keep the scheme.
"""

from sandbox.app import create_app
from sandbox.server import running_sandbox, serve
from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN

__all__ = ["SANDBOX_ACCOUNT_SID", "SANDBOX_AUTH_TOKEN", "create_app", "running_sandbox", "serve"]
