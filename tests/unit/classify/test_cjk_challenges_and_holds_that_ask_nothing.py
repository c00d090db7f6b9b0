"""Sender verification in Japanese, Chinese and Korean (送信者確認, 发件人验证, 발신자 확인) with its
request ("以下のURLにアクセスし", "请点击以下链接", "아래 링크를 클릭") is a challenge; a person's Japanese
letter that mentions confirming is not. A gateway's hold-for-review notice that offers no release and
says no action is needed asks nothing of us: an automatic notice (`auto_reply`), never a challenge or a
bounce, even from postmaster@; one that offers a release stays a challenge."""

from __future__ import annotations

import functools

import pytest

from tests.unit.classify.helpers import classify, mail, notice

_notice = functools.partial(notice, extra="Auto-Submitted: auto-replied\n")

CJK_CHALLENGES = {
    "japanese": _notice(
        "このメールは自動送信されています。\n\n"
        "お送りいただいたメールは迷惑メール対策のため保留されており、まだ配信されていません。\n"
        "以下のURLにアクセスし、送信者確認を完了してください。\n\n"
        "  https://verify.kogyo.test/c/1\n",
        subject="【要対応】送信者確認のお願い",
        sender="送信者確認サービス <verify@kogyo.test>",
    ),
    "chinese": _notice(
        "您发送的邮件已被暂存，尚未投递。为防止垃圾邮件，本邮箱启用了发件人验证。\n"
        "请点击以下链接完成验证：https://verify.gongsi.test/v/2\n",
        subject="发件人验证请求",
        sender="邮件验证 <verify@gongsi.test>",
    ),
    "korean": _notice(
        "보내신 메일은 아직 전달되지 않았습니다. 스팸 방지를 위해 발신자 확인이 필요합니다.\n"
        "아래 링크를 클릭하여 인증을 완료해 주세요: https://verify.hoesa.test/k/3\n",
        subject="발신자 확인 요청",
        sender="메일 인증 <verify@hoesa.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(CJK_CHALLENGES))
def test_cjk_sender_verification_is_a_challenge(name: str) -> None:
    found = classify(CJK_CHALLENGES[name])
    assert (found.kind, found.suppress_address) == ("challenge", False)


def test_a_japanese_letter_about_confirming_stays_a_person() -> None:
    found = classify(
        mail(
            "Dana様\n\nお世話になっております。ご提案の件、社内で確認を完了しました。来週お打ち合わせできますか。\n\n山本\n",
            subject="Re: 購買業務の自動化について",
        )
    )
    assert found.kind == "reply"


HOLD = (
    "Your message to tom@bank.test was received by our email security service and is being held\n"
    "for review by an administrator. It has not been delivered yet. {what}\n"
    "If it is not released within 14 days it will be discarded.\n"
)


@pytest.mark.parametrize(
    "what",
    [
        "You do not need to do anything: if the message is released it will be delivered automatically.",
        "No action is required on your part.",
        "There is nothing you need to do.",
    ],
)
@pytest.mark.parametrize(
    "sender", ["Postmaster <postmaster@bank.test>", "Mail Gateway <gateway@secure.test>"]
)
def test_a_hold_that_asks_nothing_is_an_automatic_notice(what: str, sender: str) -> None:
    raw = notice(
        HOLD.format(what=what),
        subject="Message held for review: AP automation",
        sender=sender,
        extra="Auto-Submitted: auto-generated\n",
    )
    assert classify(raw).kind == "auto_reply"


def test_a_hold_that_offers_a_release_stays_a_challenge() -> None:
    what = "No further action is required; you may ask the administrator to release it: https://secure.test/r"
    raw = notice(
        HOLD.format(what=what),
        subject="Message held for review: AP automation",
        sender="Postmaster <postmaster@bank.test>",
        extra="Auto-Submitted: auto-generated\n",
    )
    assert classify(raw).kind == "challenge"
