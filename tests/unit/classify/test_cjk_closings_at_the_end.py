"""Korean, Japanese and Chinese closings that are also words of thanks ("감사합니다.", "ありがとうござい
ました。", "非常感谢！") end the own text when only a signature follows them, and the name lines a letter
is signed with ("김민준 드림", "홍길동 올림", "王伟 敬上") are the signature. A thanks with the sender's
sentences after it, a thanks that is the whole answer, and a sentence that thanks stay.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

KO = "안녕하세요, Sam님.\n\n저희는 현재 사용 중인 시스템에 만족하고 있어서 도입을 검토할 계획이 없습니다."
JA = "お世話になっております。\n来週の火曜日で大丈夫です。"
ZH = "您好，\n我们目前不需要。"


@pytest.mark.parametrize(
    ("text", "signature"),
    [
        (KO, "감사합니다.\n김민준 드림\n한빛로지스 물류운영팀"),
        (KO, "감사합니다."),
        (KO, "고맙습니다!\n김민준"),
        (KO, "정말 감사합니다.\n김민준 드림"),
        (KO, "김민준 드림"),
        (KO, "물류운영팀 김민준 올림"),
        (KO, "수고하세요.\n김민준 드림"),
        (JA, "ありがとうございました。\n佐藤"),
        (JA, "宜しくお願い致します。\n佐藤 健一"),
        (ZH, "非常感谢！\n王伟"),
        (ZH, "顺祝商祺\n王伟"),
        (ZH, "王伟 敬上"),
    ],
)
@pytest.mark.parametrize("gap", ["\n\n", "\n"])
def test_a_closing_at_the_end_starts_the_signature(text, signature, gap):
    assert own_text(f"{text}{gap}{signature}\n") == text


@pytest.mark.parametrize(
    "body",
    [
        f"{KO}\n감사합니다.\n다음 주에 다시 연락 주세요.",
        "お世話になっております。\nありがとうございます。\n来週の火曜日で大丈夫です。",
        "您好，\n感谢您的来信。\n我们下周二有空。",
        "您好，\n非常感谢！\n我们下周二有空，请发邀请。",
        "감사합니다.",
        "ありがとうございます。",
        "제안 감사드립니다만, 저희는 계획이 없습니다.",
    ],
)
def test_a_thanks_with_text_after_it_or_alone_stays(body):
    assert own_text(body) == body
