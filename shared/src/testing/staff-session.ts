import { normaliseMobile } from '../validation/mobile'

/**
 * Signs a member of the staff list in through the API as the kitchen's sign-in does, reading
 * the code from the development SMS outbox (SMS_PROVIDER=dev). For suites and scripts that
 * drive a real API process; the member must be on the list (OWNER_MOBILE names the first owner).
 */
export async function signInStaff(
  apiBase: string,
  mobile: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const reply = (await response.json()) as {
      status: boolean
      message?: string
      data?: unknown
    }
    if (!reply.status)
      throw new Error(`${path}: ${response.status} ${reply.message}`)
    return reply.data
  }
  const digits = normaliseMobile(mobile)
  await post('/staff/login', { mobile: digits })
  const outbox = (await (
    await fetch(`${apiBase}/dev/sms-outbox?mobile=${digits}`)
  ).json()) as { data: { code: string }[] }
  const code = outbox.data.at(-1)?.code
  if (!code) throw new Error(`no code was texted to ${mobile}`)
  return (await post('/staff/verify-otp', {
    mobile: digits,
    otp: code,
  })) as string
}
