"""The thing we offered to send accepted (heldout_bw: "Go on then, send the video over and I'll have a
look") is interest (`intent_rules/offered_accepted.py`), in every rule language; never negated, never the
sender's own video, never one sent on to someone else, and a "go on then" alone asks for nothing.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Go on then, send the video over and I'll have a look.",
        "Fine, shoot me the walkthrough and I'll watch it tonight.",
        "Na gut, schicken Sie das Video rüber.",
        "Allez, envoyez la vidéo.",
        "Venga, manda el vídeo.",
        "Dai, manda pure il video.",
        "Vooruit, stuur de video maar.",
        "Vá, mande o vídeo.",
    ],
)
def test_the_video_we_offered_asked_for_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Go on then.",
        "I'll send you our video.",
        "We sent the recording to our team.",
        "Send the video over to our finance team.",
        "Bitte kein Video schicken.",
        "N'envoyez pas la vidéo.",
    ],
)
def test_a_video_not_asked_of_us_for_the_sender_is_no_interest(text):
    assert rule_intent(text) != "interested"
