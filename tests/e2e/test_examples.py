"""The Python examples run against the whole dev stack (`sequencer dev`, as `make dev` starts it) and print
what examples/README.md says they print, so neither can drift. (examples/typescript/ has its own test:
tests/e2e/test_typescript_client.py.)"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.conftest import dev_data_dir, dev_stack_env, running_dev_stack

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "examples" / "README.md"


def expected_output(example: str) -> list[str]:
    """The ```text block under the README's heading that names `example`."""
    text = README.read_text()
    heading = re.search(rf"^## `{re.escape(example)}`.*$", text, re.MULTILINE)
    assert heading, f"examples/README.md has no section for {example}"
    block = re.search(r"```text\n(.*?)```", text[heading.end() :], re.DOTALL)
    assert block, f"examples/README.md shows no output of {example}"
    return block.group(1).splitlines()


def normalized(lines: list[str]) -> list[str]:
    """Seconds vary from run to run: `after 1.4s` reads `after <s>`."""
    return [re.sub(r"\b\d+\.\ds\b", "<s>", line.rstrip()) for line in lines if line.strip()]


@pytest.fixture(scope="module")
def dev_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """`sequencer dev` on free ports; the environment an example reads to find it."""
    logs = tmp_path_factory.mktemp("dev")
    with dev_data_dir() as data:
        env, ports = dev_stack_env(data)
        with running_dev_stack(env, logs / "dev.log"):
            yield {
                **env,
                "SEQUENCER_API_URL": f"http://127.0.0.1:{ports['API']}",
                "SEQUENCER_SANDBOX_URL": f"http://127.0.0.1:{ports['SANDBOX']}",
                "TEMPORAL_ADDRESS": f"127.0.0.1:{ports['TEMPORAL']}",
                "TEMPORAL_UI_URL": f"http://127.0.0.1:{ports['TEMPORAL_UI']}",
            }


@pytest.mark.parametrize("example", ["examples/temporal_client.py", "examples/inbox_scenario.py"])
def test_the_example_prints_what_the_readme_shows(dev_stack: dict[str, str], example: str):
    ran = subprocess.run(
        [sys.executable, example], cwd=ROOT, env=dev_stack, capture_output=True, text=True, timeout=180
    )

    printed = normalized(ran.stdout.splitlines())
    assert ran.returncode == 0, f"{example} exited {ran.returncode}:\n{ran.stdout}\n{ran.stderr[-3000:]}"
    assert printed == normalized(expected_output(example)), ran.stdout
