"""The `sequencer` command. Bad input exits 2 with one line on stderr; other failures exit 1."""

from __future__ import annotations

import argparse
import asyncio
import atexit
import logging
import os
import signal
import sys
from typing import NoReturn

from cli import audit_commands, commands, key_commands, secret_commands
from cli.support import EXIT_USAGE, UsageError, read_settings
from sequencer import apikeys, logs
from sequencer.settings import Settings, SettingsError

# -- processes ---------------------------------------------------------------------------------


def cmd_dev(settings: Settings, _: argparse.Namespace) -> int:
    from cli.devstack import run_dev

    return run_dev(settings)


def cmd_migrate(settings: Settings, _: argparse.Namespace) -> int:
    from cli.setup_steps import migrate
    from starter.runtime import database_url

    print(asyncio.run(migrate(database_url(settings))))
    return 0


def cmd_setup_temporal(settings: Settings, _: argparse.Namespace) -> int:
    from cli.setup_steps import setup_temporal

    print(asyncio.run(setup_temporal(settings)))
    return 0


def cmd_worker(settings: Settings, _: argparse.Namespace) -> int:
    from starter.runtime import database_url
    from worker import run_worker

    url = database_url(settings)

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await run_worker(settings, url, stop)

    asyncio.run(main())
    return 0


def cmd_api(settings: Settings, _: argparse.Namespace) -> int:
    import uvicorn

    from api.app import app_from_settings
    from starter.runtime import database_url

    app = app_from_settings(settings, database_url(settings))
    # log_config=None: uvicorn's own lines go through the root handler `logs.configure` set up (JSON).
    uvicorn.run(
        app,
        host=settings.api_host,
        port=settings.api_port,
        log_level=settings.log_level.lower(),
        log_config=None,
    )
    return 0


def cmd_simulate(settings: Settings, args: argparse.Namespace) -> int:
    from cli.simulate_command import cmd_simulate as simulate  # the test server's client: imported when used

    return simulate(settings, args)


def cmd_sandbox(settings: Settings, _: argparse.Namespace) -> int:
    from sandbox.server import serve

    serve(settings.sandbox_host, settings.sandbox_port)
    return 0


# -- wiring ----------------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sequencer", description="Headless sales sequencing on Temporal.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, func, text in [
        ("dev", cmd_dev, "run the whole stack locally (Postgres, Temporal, worker, API, Gmail sandbox)"),
        ("worker", cmd_worker, "run a Temporal worker"),
        ("api", cmd_api, "run the HTTP API"),
        ("sandbox", cmd_sandbox, "run the Gmail API sandbox"),
        ("migrate", cmd_migrate, "apply pending database migrations"),
        ("setup-temporal", cmd_setup_temporal, "register Sequencer's search attributes on the namespace"),
        ("demo", commands.cmd_demo, "publish a demo sequence and enroll three sample contacts"),
    ]:
        sub.add_parser(name, help=text).set_defaults(func=func)

    sequence = sub.add_parser("sequence", help="publish sequences, print the document schema")
    sequence_sub = sequence.add_subparsers(dest="sequence_command", required=True, metavar="SUBCOMMAND")
    publish = sequence_sub.add_parser("publish", help="publish FILE (JSON or YAML) as a new version")
    publish.add_argument("file")
    publish.set_defaults(func=commands.cmd_sequence_publish)
    sequence_sub.add_parser("schema", help="print the JSON Schema of sequence documents").set_defaults(
        func=commands.cmd_sequence_schema
    )

    keys = sub.add_parser("keys", help="API keys of a project: create (shown once), list, revoke")
    keys_sub = keys.add_subparsers(dest="keys_command", required=True, metavar="SUBCOMMAND")
    create = keys_sub.add_parser("create", help="create a key and print it (the only time it is shown)")
    create.add_argument("--name", required=True)
    create.add_argument(
        "--scope", action="append", choices=list(apikeys.SCOPES), help="repeatable; default admin"
    )
    create.set_defaults(func=key_commands.cmd_keys_create)
    listing = keys_sub.add_parser("list", help="list the project's keys (prefixes, never the keys)")
    listing.set_defaults(func=key_commands.cmd_keys_list)
    revoke = keys_sub.add_parser("revoke", help="revoke a key by id or prefix")
    revoke.add_argument("key", metavar="ID_OR_PREFIX")
    revoke.set_defaults(func=key_commands.cmd_keys_revoke)
    for parser_ in (create, listing, revoke):
        parser_.add_argument("--project", help="the project (default: SEQUENCER_PROJECT, else 'default')")
    secrets_ = sub.add_parser("secrets", help="the key ring that seals stored credentials")
    secrets_sub = secrets_.add_subparsers(dest="secrets_command", required=True, metavar="SUBCOMMAND")
    secrets_sub.add_parser("new-key", help="print a new random seal key").set_defaults(
        func=secret_commands.cmd_secrets_new_key
    )
    secrets_sub.add_parser(
        "rotate", help="re-seal every stored secret with the first key of SEQUENCER_SEAL_KEYS"
    ).set_defaults(func=secret_commands.cmd_secrets_rotate)
    sub.add_parser("dev-key", help="print the local dev API key, creating it if needed").set_defaults(
        func=key_commands.cmd_dev_key
    )
    audit = sub.add_parser("audit", help="the project's audit log (keys, secrets), newest first")
    audit.add_argument("--project", help="the project (default: SEQUENCER_PROJECT, else 'default')")
    audit.add_argument(
        "--limit", type=audit_commands.positive, default=100, help="entries to print (default 100)"
    )
    audit.add_argument(
        "--before", type=audit_commands.positive, metavar="ID", help="only entries older than this id"
    )
    audit.set_defaults(func=audit_commands.cmd_audit)

    enroll = sub.add_parser("enroll", help="enroll a contact in a sequence")
    enroll.add_argument("--contact", required=True, metavar="EMAIL")
    enroll.add_argument("--sequence", required=True, metavar="NAME")
    enroll.add_argument("--mailbox", required=True, metavar="EMAIL")
    enroll.set_defaults(func=commands.cmd_enroll)

    preview = sub.add_parser(
        "preview", help="when each step would send for a contact (no replies, no jitter)"
    )
    preview.add_argument("sequence", help="a sequence file (.json/.yaml) or a published sequence's name")
    preview.add_argument("--timezone", help="the contact's IANA zone")
    preview.add_argument("--phone", help="the contact's phone number (E.164 or national with --country)")
    preview.add_argument("--country", help="the contact's ISO 3166-1 country code")
    preview.add_argument("--subdivision", help="the contact's ISO 3166-2 subdivision (for regional holidays)")
    preview.add_argument("--mailbox-timezone", help="the sending mailbox's zone (email fallback)")
    preview.add_argument("--start", help="ISO 8601 date-time the enrollment starts (default: now)")
    preview.set_defaults(func=commands.cmd_preview)

    simulate = sub.add_parser(
        "simulate", help="run the real workflow for one contact on a time-skipping server: its timeline"
    )
    simulate.add_argument(
        "sequence", help="a sequence file (.json/.yaml) or a published sequence's name or id"
    )
    simulate.add_argument(
        "--contact", required=True, metavar="JSON", help='the contact, e.g. {"email": "dana@globex.test"}'
    )
    simulate.add_argument(
        "--event",
        action="append",
        metavar="KIND@WHEN",
        help="repeatable: reply, bounce, unsubscribe, auto_reply[=YYYY-MM-DD], meeting_booked or exit, "
        "@step:STEP_ID, @+3d or @ISO time, e.g. reply@step:bump",
    )
    simulate.add_argument("--start", help="ISO 8601 date-time the enrollment starts (default: now)")
    simulate.add_argument("--mailbox-timezone", help="the sending mailbox's zone (email fallback)")
    simulate.add_argument("--mailbox", metavar="EMAIL_OR_ID", help="send as this mailbox of the project")
    simulate.add_argument("--json", action="store_true", help="print the API's JSON answer instead")
    simulate.set_defaults(func=cmd_simulate)

    classify = sub.add_parser(
        "classify", help="classify raw RFC 5322 messages (bounce, auto-reply, reply, ...)"
    )
    classify.add_argument("files", nargs="*", metavar="FILE")
    classify.add_argument(
        "--report",
        action="append",
        metavar="DIR",
        help="score every message under DIR against its labels.json and print one summary",
    )
    classify.add_argument("--mistakes", action="store_true", help="with --report: list each wrong answer")
    classify.set_defaults(func=commands.cmd_classify)

    status = sub.add_parser("status", help="show an enrollment and its run ledger")
    status.add_argument("enrollment_id")
    status.set_defaults(func=commands.cmd_status)
    explain = sub.add_parser(
        "explain", help="tell an enrollment's run ledger as a story (why did Dana get that?)"
    )
    explain.add_argument("enrollment_id")
    explain.set_defaults(func=commands.cmd_explain)
    return parser


def main(argv: list[str] | None = None) -> int:
    from starter.client import Ended, Refused
    from storage.errors import StorageError

    parser = build_parser()
    args = parser.parse_args(argv)  # argparse itself exits 2 on bad usage
    try:
        settings = read_settings()
        # JSON lines (or text) on stderr, context bound, secrets scrubbed; httpx and Twilio at WARNING
        # (one line per request is noise, and Twilio's would carry phone numbers).
        logs.configure(settings.log_level, settings.log_format)
        return int(args.func(settings, args) or 0)
    except (UsageError, SettingsError) as exc:
        print(f"sequencer: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except (Refused, Ended, StorageError) as exc:
        field = f"{exc.field}: " if exc.field else ""
        print(f"sequencer: {field}{exc.message}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - one line for the user; details with SEQUENCER_LOG_LEVEL=DEBUG
        logging.getLogger("sequencer").debug("command failed", exc_info=True)
        print(f"sequencer: {exc}", file=sys.stderr)
        return 1


def leave(code: int) -> NoReturn:
    """End the process without the interpreter's teardown. A temporalio client's Rust core keeps
    threads that can call into Python while the interpreter finalizes, which aborts the process
    (`PyGILState_Release`, SIGABRT, exit 134: sdk-python issue 300) after the work is done. So the exit
    handlers run (the embedded Postgres stops there), logs and output are flushed, and the process
    leaves with its own exit code."""
    try:
        atexit._run_exitfuncs()
        logging.shutdown()
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
    finally:
        os._exit(code)


def run() -> NoReturn:
    """The `sequencer` command (and `python -m cli.main`): every command, one-shot or long-lived."""
    try:
        code = main()
    except SystemExit as exc:  # argparse's usage errors (2) and --help (0)
        if exc.code is None or isinstance(exc.code, int):
            code = exc.code or 0
        else:
            print(exc.code, file=sys.stderr)
            code = 1
    leave(code)


if __name__ == "__main__":
    run()
